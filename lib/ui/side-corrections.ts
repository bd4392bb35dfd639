import { COND } from "@/data/cuba/calixto/card-conditions";
import type { CardTables } from "@/lib/engine/cuba/calixto/cards";
import { CONDITION_DEFS } from "@/lib/engine/cuba/calixto/conditions";
import type { ParamSpec, ParamValue } from "@/lib/engine/cuba/calixto/conditions/define";
import type {
  CardSide,
  ConditionRef,
  FlowNode,
  InstructionLine,
  OperationBox,
  SpecialEntry,
  SpecialList,
} from "@/lib/engine/cuba/calixto/contracts";
import { type Correction, describeCorrection } from "@/lib/engine/cuba/calixto/corrections";
import { SPECIAL_HANDLER_IDS } from "@/lib/engine/cuba/calixto/specials/ids";
import type {
  InstructionId,
  OperationInstruction,
  SpecialInstruction,
} from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { choiceLabel, INSTRUCTION_LABEL, OPERATION_LABEL } from "./labels";

/**
 * What the card reference's correction editors need (issue "Your own cards", C8.5.3): the parts
 * of the data a side reads, the choices a Faction's boxes offer, words for condition ids and
 * parameters, and the entry as a correction holds it (our provenance marks stripped: the
 * correction is the player's, parse.ts refuses foreign fields).
 */

/** "guerrillasWhere" → "guerrillas where". */
const spaced = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();

/** A condition the engine knows, in words: an example question our cards ask with it. */
export function conditionWords(id: string): string {
  const example = Object.values(COND).find((c) => c.id === id)?.label;
  const words = spaced(id);
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  return example ? `${head} (as in "${example}")` : head;
}

export const paramWords = (name: string) => {
  const w = spaced(name);
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** An enum value of a condition parameter in the player's words (a Faction, a piece...). */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  any: "any Insurgent",
  ec: "Economic Center",
  city: "City",
  province: "Province",
  cubes: "cubes",
};

export function valueWords(v: string): string {
  if (Object.hasOwn(VALUE_WORDS, v)) return VALUE_WORDS[v] as string;
  const known = choiceLabel(v);
  return known !== v ? known : spaced(v);
}

/** The parameters a newly picked condition starts with: its required ones, set to a first value. */
export function defaultParams(id: string): Record<string, ParamValue> {
  const def = CONDITION_DEFS[id];
  if (!def) return {};
  const out: Record<string, ParamValue> = {};
  for (const [k, spec] of Object.entries(def.params) as [string, ParamSpec][]) {
    if (spec.optional) continue;
    out[k] = spec.kind === "enum" ? (spec.values[0] ?? "") : spec.kind === "number" ? 1 : false;
  }
  return out;
}

export const CONDITION_IDS = Object.keys(CONDITION_DEFS).sort((a, b) =>
  conditionWords(a).localeCompare(conditionWords(b)),
);

/** Every Special Activity instruction: the handlers' ids (specials/ids.ts) and Transport. */
const SPECIAL_INSTRUCTIONS: ReadonlySet<string> = new Set<SpecialInstruction>([
  "transport",
  ...SPECIAL_HANDLER_IDS,
]);

/** The instructions an Operation box line can carry (C8.6), not the Special Activities'. */
export const OPERATION_INSTRUCTIONS = (Object.keys(INSTRUCTION_LABEL) as InstructionId[]).filter(
  (i): i is OperationInstruction => !SPECIAL_INSTRUCTIONS.has(i),
);

/** Operation boxes and SA lists the sides of a Faction use, ours and the alternative readings'. */
export function factionParts(faction: Faction, tables: CardTables) {
  const boxes = new Set<string>();
  const lists = new Set<string>();
  for (const side of Object.values(tables.sides)) {
    if (side.faction !== faction) continue;
    for (const n of Object.values(side.nodes)) {
      if (n.kind === "operation") {
        boxes.add(n.box);
        if (n.sa) lists.add(n.sa.list);
        for (const c of tables.conflicts) {
          const alt = c.patch.boxes?.[n.box];
          if (alt) boxes.add(alt);
        }
      }
      if (n.kind === "special") lists.add(n.list);
    }
  }
  return { boxes: [...boxes].sort(), lists: [...lists].sort() };
}

/** The correction keys (corrections/types.ts correctionKey) that change what a side reads. */
export function sideCorrectionKeys(
  sideId: string,
  sides: readonly CardSide[],
  keys: Iterable<string>,
): string[] {
  const boxes = new Set<string>();
  const lists = new Set<string>();
  for (const side of sides)
    for (const n of Object.values(side.nodes)) {
      if (n.kind === "operation") {
        boxes.add(`box:${n.box}`);
        if (n.sa) lists.add(`list:${n.sa.list}`);
      }
      if (n.kind === "special") lists.add(`list:${n.list}`);
    }
  return [...keys].filter(
    (k) => k.startsWith(`node:${sideId}:`) || k === `an:${sideId}` || boxes.has(k) || lists.has(k),
  );
}

const stripCond = (c: ConditionRef): ConditionRef => ({
  id: c.id,
  label: c.label,
  ...(c.params && Object.keys(c.params).length ? { params: { ...c.params } } : {}),
  ...(c.pact ? { pact: { ...c.pact } } : {}),
});

function stripLine<T extends InstructionLine | SpecialEntry>(line: T): T {
  const { provenance: _p, lines, onlyIf, ...rest } = line;
  return {
    ...rest,
    ...(onlyIf ? { onlyIf: stripCond(onlyIf) } : {}),
    ...(lines ? { lines: lines.map(stripLine) } : {}),
  } as T;
}

/** A flow box as a `node` correction holds it. */
export function nodeForCorrection(n: FlowNode): FlowNode {
  if (n.kind === "question")
    return { kind: n.kind, id: n.id, cond: stripCond(n.cond), yes: n.yes, no: n.no };
  if (n.kind === "operation") return { kind: n.kind, id: n.id, box: n.box, sa: n.sa };
  return { kind: n.kind, id: n.id, list: n.list, next: n.next };
}

/** An Operation box as a `box` correction holds it (provenance is added by the reader). */
export function boxForCorrection(b: OperationBox): Omit<OperationBox, "provenance"> {
  return {
    id: b.id,
    operation: b.operation,
    lines: b.lines.map(stripLine),
    ...(b.splitAt === undefined ? {} : { splitAt: b.splitAt }),
  };
}

export function listForCorrection(l: SpecialList): Omit<SpecialList, "provenance"> {
  return { id: l.id, entries: l.entries.map(stripLine) };
}

/** Numbered lines keep their numbers in order ①②③ after a move; starred lines stay unnumbered. */
export function renumber(lines: readonly InstructionLine[]): InstructionLine[] {
  let n = 0;
  return lines.map((l) => (l.n === null ? l : { ...l, n: ++n }));
}

/** Swap item i with its neighbour (−1 up, +1 down); out of range leaves the list as it is. */
export function moveItem<T>(items: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= items.length) return [...items];
  const out = [...items];
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
}

/**
 * A whole Operation box or SA list as a correction. The reader (corrections/parse.ts) adds the
 * player's provenance itself and refuses ours, so the entry is sent without it.
 */
export const boxCorrection = (box: ReturnType<typeof boxForCorrection>): Correction =>
  ({ kind: "box", box }) as unknown as Correction;
export const listCorrection = (list: ReturnType<typeof listForCorrection>): Correction =>
  ({ kind: "list", list }) as unknown as Correction;

/** A correction in words for the card reference: describeCorrection, with a box's Operation named. */
export function correctionWords(c: Correction): string {
  if (c.kind === "box") return `Operation box: ${OPERATION_LABEL[c.box.operation]} (${c.box.id})`;
  if (c.kind === "list") return `Special Activity list (${c.list.id})`;
  return describeCorrection(c);
}
