/**
 * Results instead of exceptions: the engine never throws for bad user input.
 * A failure names the field and the reason so the UI can show it next to the input.
 */
export interface FieldError {
  /** Dotted path of the offending field, e.g. "spaces.havana.govBase" or "aid". */
  field: string;
  /** Plain-language reason, e.g. "3 Government Bases exceed the inventory of 2". */
  reason: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(...errors: FieldError[]): Result<T> => ({ ok: false, errors });

export function formatErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.field}: ${e.reason}`).join("\n");
}
