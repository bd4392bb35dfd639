import { FACTION_NAME } from "@/data/cuba/pieces";
import { CONFLICT_IDS } from "@/lib/engine/cuba/calixto/conflict-ids";
import { COLUMN_LABEL, type Provenance, type Source } from "@/lib/engine/cuba/calixto/types";
import { factionWords, listNames } from "./names";

/**
 * Where a datum comes from, in words (architecture "Data and provenance"): the data keeps short
 * source codes (CX, T, T-ocr, …), card-box ids and column codes for its authors; a player reads
 * "community transcription, ref 1.1" and the column's name (issue 20, item 4).
 */
export const SOURCE_WORDS: Readonly<Record<Source, string>> = {
  CX: "rulebook",
  "CX-pic": "rulebook card picture",
  T: "community transcription",
  CONFLICT: "sources disagree",
  INF: "our inference",
  player: "your correction",
};

const CODES = Object.keys(COLUMN_LABEL).join("|");
/** A run of column codes ("SWP GAR RR"), not a card named by its letters ("card RR"). */
const COLUMN_RUN = new RegExp(
  `(?<!\\b(?:[Cc]ards?|[Ss]ides?|[Bb]ack|on|as|[Cc]ard [A-Z]{1,2},) )\\b(${CODES})\\b((?:,? (?:${CODES})\\b)*)`,
  "g",
);
const FACTION_CODE: Readonly<Record<string, string>> = FACTION_NAME;

/** "C8.9/c1, c7" → "the C8.9 example, cards 1 and 7". */
function exampleCards(list: string): string {
  const cards = list.split(/,\s*/).map((c) => c.replace(/^c/, ""));
  return `the C8.9 example, card${cards.length > 1 ? "s" : ""} ${listNames(cards)}`;
}

/**
 * A note or a reading in the player's words: source codes become the sources' names, column
 * codes the columns' names, a disputed reading's id "a disputed reading", "Q1" "question 1".
 */
export function sourceWords(text: string): string {
  return factionWords(
    text
      .replace(/\bT-ocr\/T-json\b/g, "the transcription")
      .replace(/\bweak T-ocr\b/g, "weak in the transcription's scan")
      .replace(/\bT-ocr\b/g, "the transcription's scan")
      .replace(/\bT-json\b/g, "the transcription's data file")
      .replace(/\bCX-pic\b/g, "the rulebook's card picture")
      .replace(/\bCX (?=C8)/g, "")
      .replace(/ CX(?= \(C8)/g, " from the rulebook")
      .replace(
        /\bC8\.9\/(c\d+(?:,\s*c\d+)*)(?: card ([A-Z]{1,2})\b)?/g,
        (_, l: string, card?: string) =>
          card ? `${exampleCards(l)} (Calixto card ${card})` : exampleCards(l),
      )
      .replace(/\(c(\d)\)/g, "(example card $1)")
      .replace(/\bAN (\d) CX\b/g, "AN $1 in the rulebook")
      .replace(/\bCX (?=(?:dots?|dot groups|example|text)\b)/g, "rulebook ")
      .replace(/\bCX\b/g, "the rulebook")
      .replace(/(^|\()INF\b/g, "$1our inference")
      .replace(/ INF\b/g, " (our inference)")
      .replace(/\bCONFLICT\b/g, "disputed")
      // The transcription named by its letter: "from T", "in T", "T prints" (not card T).
      .replace(/\b(from|in|per) T\b/g, "$1 the transcription")
      .replace(/\bT (?=prints|shows|lists|omits|lacks|reading)/g, "the transcription ")
      .replace(/\bconflict ([\w-]+)/g, (m, id: string) =>
        CONFLICT_IDS.has(id) ? "a disputed reading (see Readings)" : m,
      )
      .replace(/[\w-]+-[\w-]+/g, (w) => (CONFLICT_IDS.has(w) ? "a disputed reading" : w))
      .replace(/\bQ(\d)\b/g, "question $1")
      .replace(/\bKeep row K(\d+)/g, "Keep row $1")
      .replace(/\bGet row G(\d+)/g, "Get row $1")
      .replace(COLUMN_RUN, (run: string) =>
        run
          .split(/,? /)
          .map((c) => COLUMN_LABEL[c as keyof typeof COLUMN_LABEL] ?? c)
          .join(", "),
      ),
  );
}

/**
 * A provenance reference in words: the sections of our reference sheet ("ref 2.1 row 5") and the
 * rules, without the sheet's box, list and card ids; the C8.9 example by its cards.
 */
export function refWords(ref: string): string {
  const parts = ref.split(/;\s*/).map((raw) => {
    const part = raw.replace(/^CX\s+/, "").trim();
    const m = /^ref (\d+(?:\.\d+)*)(.*)$/.exec(part);
    if (!m) return sourceWords(part);
    const rest = m[2];
    const keep = [
      /\b(?:1st |2nd )?row \d+/.exec(rest)?.[0],
      /\bStep [A-C] row \d+/.exec(rest)?.[0],
      /\bitem \d+/.exec(rest)?.[0],
      /^\s*K(\d+)\b/.exec(rest)?.[1] && `Keep row ${/^\s*K(\d+)/.exec(rest)?.[1]}`,
      /^\s*G(\d+)\b/.exec(rest)?.[1] && `Get row ${/^\s*G(\d+)/.exec(rest)?.[1]}`,
    ].filter(Boolean);
    const event = /#(\d+) (GOV|26J|DR|SYN)\b/.exec(rest);
    if (event) keep.push(`#${event[1]} ${FACTION_CODE[event[2]]}`);
    // A row cited without "Step C" stays once.
    const uniq = [...new Set(keep)].filter(
      (k, _, all) => !all.some((o) => o !== k && o?.endsWith(k as string)),
    );
    return [`ref ${m[1]}`, ...uniq].join(" ");
  });
  return parts.join("; ");
}

/** The badge's words: "community transcription, ref 1.1". */
export function provenanceWords(p: Provenance): string {
  return p.ref ? `${SOURCE_WORDS[p.source]}, ${refWords(p.ref)}` : SOURCE_WORDS[p.source];
}

/** The badge's full explanation (its hover title): the words and the note. */
export function provenanceTitle(p: Provenance): string {
  return p.note ? `${provenanceWords(p)}: ${sourceWords(p.note)}` : provenanceWords(p);
}
