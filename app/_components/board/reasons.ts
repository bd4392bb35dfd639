import type { FieldError } from "@/lib/engine/core/result";

/** A refusal's reasons as one line for the player. */
export const reasons = (errors: readonly FieldError[]) => errors.map((e) => e.reason).join(" · ");
