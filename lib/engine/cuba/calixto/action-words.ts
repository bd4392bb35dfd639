/**
 * An Operation or Special Activity id as the rules name it ("airStrike" → "Air Strike"; "limOp",
 * a grant of any Operation, → "a Limited Operation"), for the trace and the questions a player
 * reads (words, never ids).
 */
export function actionWords(id: string): string {
  return id === "limOp"
    ? "a Limited Operation"
    : id.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
}

/** Several actions joined as a reader says them: "March and Rally", "Rally or Terror". */
export function actionsWords(ids: readonly string[], joiner: "and" | "or" = "and"): string {
  const w = ids.map(actionWords);
  return w.length <= 1 ? w.join("") : `${w.slice(0, -1).join(", ")} ${joiner} ${w[w.length - 1]}`;
}

/** "U" → "card U"; a back "UU" → "card U, back (UU)" (C8.5.3). */
export function sideWords(side: string): string {
  return side.length === 2 ? `card ${side[0]}, back (${side})` : `card ${side}`;
}
