import { LINE_NOTES, LINE_WHERE } from "@/data/cuba/calixto/line-notes";
import { factionWords } from "./names";

/**
 * Card lines carry short ids for their arrowed notes and space restrictions (data/cuba/calixto/
 * line-notes.ts); these give the label a player reads. An id the data does not define (a
 * player's correction typed as text) is shown as it is.
 */
export function noteText(id: string): string {
  return Object.hasOwn(LINE_NOTES, id)
    ? factionWords(LINE_NOTES[id as keyof typeof LINE_NOTES].label)
    : id;
}

export function whereText(id: string): string {
  return Object.hasOwn(LINE_WHERE, id)
    ? factionWords(LINE_WHERE[id as keyof typeof LINE_WHERE].label)
    : id;
}
