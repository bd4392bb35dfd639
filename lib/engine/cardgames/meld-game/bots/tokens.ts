/**
 * Bot explanations name seats with a token the UI replaces by the player's name, so the engine
 * never needs the names.
 */
export const seatToken = (seat: number) => `{seat${seat}}`;

export function fillSeatTokens(text: string, names: readonly string[]): string {
  return text.replace(/\{seat(\d+)\}/g, (_, n) => names[Number(n)] ?? `Seat ${Number(n) + 1}`);
}
