import { LINE_NOTES, LINE_WHERE } from "@/data/cuba/calixto/line-notes";
import type { FieldError } from "../../../core/result";
import type { Faction } from "../../types";
import { checkConditionRef } from "../conditions/evaluate";
import type { CardSide, InstructionLine, SpecialEntry, Target } from "../contracts";
import type { RuleOptions } from "../scope";
import { CARDS_OF, COLUMNS, type ColumnId, factionOfCard, type SideId } from "../types";
import { CARD_TABLES, type CardTables, resolveSide } from "./resolve";

/**
 * Self-check of the card data (C8.5.3; reference 1.2): every referenced node, box, SA list,
 * condition, note, restriction and column exists and fits the side's Faction; every node is
 * reachable; every flow is acyclic, so each walk ends in an outcome; fronts draw and flip,
 * backs do neither. Run on the built-in data by the tests, and on a player's corrected data
 * before it is used.
 */

const targets = (side: CardSide): Target[] =>
  Object.values(side.nodes).flatMap((n) =>
    n.kind === "question" ? [n.yes, n.no] : n.kind === "special" ? [n.next] : [],
  );

function checkLine(
  line: InstructionLine | SpecialEntry,
  faction: Faction,
  field: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const column = line.column;
  if (column && !(COLUMNS[faction] as readonly ColumnId[]).includes(column))
    errors.push({ field: `${field}.column`, reason: `${faction} has no ${column} column` });
  for (const n of line.notes ?? [])
    if (!(n in LINE_NOTES)) errors.push({ field: `${field}.notes`, reason: `unknown note "${n}"` });
  if (line.where && !(line.where in LINE_WHERE))
    errors.push({ field: `${field}.where`, reason: `unknown restriction "${line.where}"` });
  if (line.onlyIf) errors.push(...checkConditionRef(line.onlyIf, `${field}.onlyIf`));
  (line.lines ?? []).forEach((l, i) => {
    errors.push(...checkLine(l, faction, `${field}.lines[${i}]`));
  });
  return errors;
}

/** Node ids reachable from the start, and whether a cycle was met. */
function explore(side: CardSide): { seen: Set<string>; cycle: boolean } {
  const seen = new Set<string>();
  let cycle = false;
  const visit = (id: string, path: Set<string>) => {
    if (path.has(id)) {
      cycle = true;
      return;
    }
    const node = side.nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    const next =
      node.kind === "question" ? [node.yes, node.no] : node.kind === "special" ? [node.next] : [];
    const inner = new Set(path).add(id);
    for (const t of next) if (t.to === "node") visit(t.node, inner);
  };
  visit(side.start, new Set());
  return { seen, cycle };
}

export function checkSide(side: CardSide, tables: CardTables = CARD_TABLES): FieldError[] {
  const f = side.side;
  const errors: FieldError[] = [];
  const err = (field: string, reason: string) => errors.push({ field: `${f}.${field}`, reason });
  if (side.card !== f[0]) err("card", `card ${side.card} does not match side ${f}`);
  if (side.faction !== factionOfCard(side.card))
    err("faction", `${side.card} is not ${side.faction}`);
  if ((f.length === 1) !== (side.face === "front")) err("face", `${f} is not a ${side.face}`);
  const govAn = side.faction === "GOV";
  if (
    govAn
      ? side.an !== "usAlliance"
      : !(typeof side.an === "number" && side.an >= 1 && side.an <= 6)
  )
    err("an", govAn ? "GOV sides use the US Alliance value" : `bad Activation Number ${side.an}`);
  if (!side.nodes[side.start]) err("start", `no box "${side.start}"`);
  for (const [key, node] of Object.entries(side.nodes)) {
    if (node.id !== key) err(`nodes.${key}`, `keyed under "${key}" but named "${node.id}"`);
    if (node.kind === "question")
      errors.push(...checkConditionRef(node.cond, `${f}.nodes.${key}.cond`));
    const sa =
      node.kind === "operation" ? node.sa : node.kind === "special" ? { list: node.list } : null;
    if (node.kind === "operation") {
      const box = tables.boxes[node.box];
      if (!box) err(`nodes.${key}.box`, `no Operation box "${node.box}"`);
      else {
        box.lines.forEach((l, i) => {
          errors.push(...checkLine(l, side.faction, `${f}.${node.box}.lines[${i}]`));
        });
        const between = node.sa?.position === "between";
        if (between !== (box.splitAt !== undefined))
          err(`nodes.${key}`, `${node.box}: an SA "between" needs a split box, and only then`);
      }
    }
    if (sa) {
      const list = tables.lists[sa.list];
      if (!list) err(`nodes.${key}.sa`, `no Special Activity list "${sa.list}"`);
      else
        list.entries.forEach((e, i) => {
          errors.push(...checkLine(e, side.faction, `${f}.${sa.list}.entries[${i}]`));
        });
    }
  }
  for (const t of targets(side))
    if (t.to === "node" && !side.nodes[t.node])
      err("nodes", `an arrow leads to missing box "${t.node}"`);
  const { seen, cycle } = explore(side);
  if (cycle) err("nodes", "the flow has a loop: a walk might never end");
  for (const key of Object.keys(side.nodes)) if (!seen.has(key)) err(`nodes.${key}`, "unreachable");
  const ends = new Set(targets(side).map((t) => t.to));
  if (side.face === "front" && !(ends.has("draw") && ends.has("flip")))
    err("nodes", "a front should lead to both DRAW and FLIP (reference 1.2)");
  if (side.face === "back" && (ends.has("draw") || ends.has("flip")))
    err("nodes", "a back never draws or flips (reference 1.2)");
  return errors;
}

/** Check all 48 sides, under the recommended readings and under the given options. */
export function checkCardData(
  tables: CardTables = CARD_TABLES,
  options?: RuleOptions,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const faction of Object.keys(CARDS_OF) as Faction[]) {
    for (const card of CARDS_OF[faction]) {
      for (const id of [card, `${card}${card}`] as SideId[]) {
        const side = resolveSide(id, options, tables);
        if (!side.ok) errors.push(...side.errors);
        else errors.push(...checkSide(side.value, tables));
      }
    }
  }
  const expected = 48;
  const count = Object.keys(tables.sides).length;
  if (count !== expected)
    errors.push({ field: "sides", reason: `${count} sides in the table, expected ${expected}` });
  return errors;
}
