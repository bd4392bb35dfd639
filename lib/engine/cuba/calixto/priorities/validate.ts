import type { FieldError } from "../../../core/result";
import { FACTIONS, SPACE_IDS } from "../../types";
import { COLUMNS, type ColumnId } from "../types";
import { FILTER_IDS, type PriorityTable } from "./types";

/**
 * Checks a priorities table, built in or corrected by the player, before the narrower uses it.
 * Every problem names its field: unknown filters, columns the Faction does not have, missing
 * parameters, duplicate ids, and columns that do not end with the random and draw rows (C8.5.6).
 */
export function validatePriorityTable(table: PriorityTable): FieldError[] {
  const errors: FieldError[] = [];
  if (!FACTIONS.includes(table.faction)) {
    return [{ field: "faction", reason: `unknown Faction "${table.faction}"` }];
  }
  const known = COLUMNS[table.faction] as readonly ColumnId[];
  table.columns.forEach((c, i) => {
    if (!known.includes(c))
      errors.push({ field: `columns[${i}]`, reason: `${table.faction} has no "${c}" column` });
  });
  const seen = new Set<string>();
  table.rows.forEach((row, i) => {
    const at = (f: string) => `rows[${i}].${f}`;
    if (seen.has(row.id)) errors.push({ field: at("id"), reason: `duplicate row id "${row.id}"` });
    seen.add(row.id);
    if (!row.label.trim()) errors.push({ field: at("label"), reason: "a row needs a label" });
    if (!FILTER_IDS.includes(row.filter))
      errors.push({ field: at("filter"), reason: `unknown filter "${row.filter}"` });
    if (row.filter === "named-space" && !SPACE_IDS.includes(row.params?.space as never))
      errors.push({ field: at("params.space"), reason: "a named-space row needs a space id" });
    if (row.filter === "controlled-by" && !FACTIONS.includes(row.params?.faction as never))
      errors.push({ field: at("params.faction"), reason: "a Control row needs a Faction" });
    if (row.onlyIf && !FACTIONS.includes(row.onlyIf.playerFaction))
      errors.push({ field: at("onlyIf.playerFaction"), reason: "unknown Faction" });
    const dotSets: [string, readonly ColumnId[]][] = [["columns", row.columns]];
    if (row.conflict) dotSets.push(["conflict.alternative", row.conflict.alternative]);
    for (const [field, cols] of dotSets) {
      cols.forEach((c, j) => {
        if (!table.columns.includes(c))
          errors.push({ field: at(`${field}[${j}]`), reason: `"${c}" is not a column here` });
      });
    }
  });
  for (const c of table.columns) {
    const rows = table.rows.filter((r) => r.columns.includes(c));
    const tail = rows.slice(-2).map((r) => r.filter);
    if (tail[0] !== "random" || tail[1] !== "no-legal-space") {
      errors.push({
        field: `columns.${c}`,
        reason: "the column must end with the random row, then the no-legal-space row",
      });
    }
  }
  return errors;
}
