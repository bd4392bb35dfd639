// Internal codes that must never reach a player's screen (issue 20, item 4): data ids in
// camelCase, card-box and Special Activity list ids (G-TRAIN-B, SA-G1), the Space Selection
// Priorities column codes (STAS, PB, …), source codes (CX-pic, T-ocr, CONFLICT), space and
// reading ids (ec-west, yx-reprisal), flowchart node ids (q1). Shared by the browser spec
// (e2e/specs/80-words.mjs) and the component tests (tests/ui/no-codes.test.tsx), which holds the
// id lists below equal to the app's data.

export const SPACE_IDS = [
  "pinar-del-rio",
  "ec-west",
  "la-habana",
  "havana",
  "matanzas",
  "las-villas",
  "ec-central",
  "camaguey-province",
  "camaguey-city",
  "oriente",
  "ec-east",
  "sierra-maestra",
  "santiago-de-cuba",
];

export const COLUMN_CODES = [
  "STAS",
  "STAO",
  "STN",
  "PB",
  "PC",
  "PG",
  "PCas",
  "CASH",
  "SWP",
  "TRN",
  "GAR",
  "REP",
  "MD",
  "MUS",
  "ATK",
  "KID",
  "RR",
];

/**
 * Every piece kind of lib/engine/cuba/types.ts (PIECE_KINDS) but the two that are plain words
 * (troop, police). The browser specs run in plain node, which cannot import the TypeScript: the
 * list is kept here once and tests/ui/no-codes.test.tsx holds it equal to PIECE_KINDS.
 */
export const PIECE_IDS = [
  "govBase",
  "m26U",
  "m26A",
  "m26Base",
  "drU",
  "drA",
  "drBase",
  "synU",
  "synA",
  "casinoOpen",
  "casinoClosed",
];

/** Source codes of the data's provenance (Provenance.source) and of the transcription's parts. */
const SOURCE_CODES = /(^|[^\w-])(CX-pic|T-ocr|T-json|CONFLICT|INF|CX)(?=$|[^\w-])|\bT ref\b/g;

/** Faction codes of the cards and the data's labels (GOV, SYN, 26J); "DR" is the pieces' name. */
const FACTION_CODES = /(?<![\w-])(GOV|SYN|26J)(?!\w)/g;

/** Words a player may read although they look like camelCase. */
const CAMEL_OK = new Set(["iPad", "iPhone", "macOS", "iOS", "McCoy", "JavaScript", "GitHub"]);

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const word = (id) => new RegExp(`(^|[^\\w-])${escapeRe(id)}(?=$|[^\\w-])`, "g");

/**
 * Every code found in a text, in order, each as it appears. `readings` are the ids of the
 * disputed readings (CONFLICT_IDS); pass them where they are known.
 * @param {string} text
 * @param {{ readings?: readonly string[] }} [options]
 * @returns {string[]}
 */
export function findCodes(text, { readings = [] } = {}) {
  // Addresses and file names may carry ids; the words around them may not.
  const t = ` ${text} `.replace(/\S*\/[\w/#.?=&%-]+/g, " ");
  const found = [];
  for (const m of t.matchAll(/\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g))
    if (!CAMEL_OK.has(m[0])) found.push(m[0]);
  // Card-box and SA-list ids: capitals joined by hyphens (G-TRAIN-B, SA-G1', ATTACK-26J).
  for (const m of t.matchAll(/(?<![\w-])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+'?(?![\w-])/g))
    found.push(m[0]);
  for (const m of t.matchAll(SOURCE_CODES)) found.push((m[2] ?? m[0]).trim());
  // The Calixto cards' Faction codes: the player reads Government, Syndicate, 26July.
  for (const m of t.matchAll(FACTION_CODES)) found.push(m[1]);
  for (const id of [...SPACE_IDS, ...PIECE_IDS, ...readings])
    for (const _ of t.matchAll(word(id))) found.push(id);
  // Flowchart node ids ("q1"), lower case as the data spells them.
  for (const m of t.matchAll(/(?<![\w-])q\d(?![\w-])/g)) found.push(m[0]);
  // Calixto cards are named by letters and a back by its letter twice ("card R, back (RR)"):
  // those are card names, not columns.
  const noCards = t.replace(
    /\b([Cc]ards? |[Bb]ack \(|[Ff]ront \(|to |FLIP to |[Ss]ides? )[A-Z]{1,2}\b((, | and | or )[A-Z]{1,2}\b)*/g,
    " ",
  );
  for (const id of COLUMN_CODES) for (const _ of noCards.matchAll(word(id))) found.push(id);
  return found;
}
