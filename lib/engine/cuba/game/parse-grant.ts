import type { GrantOut } from "../calixto/events/program/work";
import type { GrantTerms } from "../calixto/grant-terms";
import { OPERATION_LABEL, SPECIAL_LABEL } from "../player/action";
import { FACTIONS, type Faction, SPACE_IDS, type SpaceId } from "../types";
import { array, boolean, type Errors, join, keys, object, oneOf, string } from "./parse-util";

/**
 * Shape checks for the grants a player's Event logs (turns.ts AppliedEvent `due`): each field read
 * strictly, so an imported game's pending granted action is the Event program's own record.
 */
const ACTIONS = [...Object.keys(OPERATION_LABEL), ...Object.keys(SPECIAL_LABEL), "limOp"];
const TERM_FLAGS = [
  "all",
  "alone",
  "evenIfActive",
  "asIfNeutral",
  "each",
  "oneSpace",
  "thenUnderground",
] as const;

function spaces(v: unknown, path: string, errors: Errors): SpaceId[] | undefined {
  const list = array(v, path, errors)?.map((x, i) =>
    oneOf(x, SPACE_IDS, join(path, i), errors, "space"),
  );
  return list && !list.includes(undefined) ? (list as SpaceId[]) : undefined;
}

function factions(v: unknown, path: string, errors: Errors): Faction[] | undefined {
  const list = array(v, path, errors)?.map((x, i) =>
    oneOf(x, FACTIONS, join(path, i), errors, "Faction"),
  );
  return list && !list.includes(undefined) ? (list as Faction[]) : undefined;
}

function readTerms(v: unknown, path: string, errors: Errors): GrantTerms | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, [], ["spaces", "from", "targets", ...TERM_FLAGS], errors);
  const t: GrantTerms = {};
  if (o.spaces !== undefined) {
    const s = spaces(o.spaces, join(path, "spaces"), errors);
    if (s) t.spaces = s;
  }
  if (o.from !== undefined) {
    const s = spaces(o.from, join(path, "from"), errors);
    if (s) t.from = s;
  }
  for (const f of TERM_FLAGS)
    if (o[f] !== undefined && boolean(o[f], join(path, f), errors)) t[f] = true;
  if (o.targets !== undefined) {
    const at = join(path, "targets");
    const x = object(o.targets, at, errors);
    if (x) {
      keys(x, at, ["of"], ["basesFirst"], errors);
      const of = factions(x.of, join(at, "of"), errors);
      const first =
        x.basesFirst === undefined ? false : boolean(x.basesFirst, join(at, "basesFirst"), errors);
      if (of) t.targets = { of, ...(first ? { basesFirst: true } : {}) };
    }
  }
  return errors.length > before ? undefined : t;
}

export function readGrant(v: unknown, path: string, errors: Errors): GrantOut | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(
    o,
    path,
    ["faction", "actions", "spaces"],
    ["limited", "sameSpace", "borrows", "terms", "note"],
    errors,
  );
  const faction = oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction");
  const actions = array(o.actions, join(path, "actions"), errors)?.map((a, i) =>
    oneOf(a, ACTIONS, join(join(path, "actions"), i), errors, "Operation or Special Activity"),
  );
  if (actions && actions.length === 0)
    errors.push({ field: join(path, "actions"), reason: "a grant names at least one action" });
  const where = o.spaces === null ? null : spaces(o.spaces, join(path, "spaces"), errors);
  const flag = (k: "limited" | "sameSpace") =>
    o[k] === undefined ? false : boolean(o[k], join(path, k), errors) === true;
  const limited = flag("limited");
  const sameSpace = flag("sameSpace");
  const borrows =
    o.borrows === undefined
      ? undefined
      : oneOf(o.borrows, FACTIONS, join(path, "borrows"), errors, "Faction");
  let terms: Record<string, GrantTerms> | undefined;
  if (o.terms !== undefined) {
    const t = object(o.terms, join(path, "terms"), errors);
    if (t) {
      terms = {};
      for (const [k, x] of Object.entries(t)) {
        oneOf(k, ACTIONS, join(join(path, "terms"), k), errors, "Operation or Special Activity");
        const r = readTerms(x, join(join(path, "terms"), k), errors);
        if (r) terms[k] = r;
      }
    }
  }
  const note = o.note === undefined ? undefined : string(o.note, join(path, "note"), errors);
  if (errors.length > before || !faction || !actions || where === undefined) return undefined;
  return {
    faction,
    actions: actions as string[],
    spaces: where,
    ...(limited ? { limited: true } : {}),
    ...(sameSpace ? { sameSpace: true } : {}),
    ...(borrows ? { borrows } : {}),
    ...(terms ? { terms } : {}),
    ...(note === undefined ? {} : { note }),
  };
}
