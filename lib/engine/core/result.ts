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
/**
 * A failure from a list of errors of any length. Spreading a long list into `fail(...)` passes
 * one argument per error and overflows the call stack (a fuzzed file with 61,000 duplicate
 * Momentum cards did), so lists built from input go through here.
 */
export const failAll = <T = never>(errors: readonly FieldError[]): Result<T> => ({
  ok: false,
  errors: [...errors],
});

export function formatErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.field}: ${e.reason}`).join("\n");
}
