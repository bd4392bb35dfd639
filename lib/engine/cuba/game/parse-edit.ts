import type { BoardEdit } from "../board/board-edit";
import { CASH_HOLDERS, FACTIONS, PIECE_KINDS, SPACE_IDS } from "../types";
import { readCapability, readCardAction, SUPPORT_LEVELS } from "./parse-board";
import {
  array,
  boolean,
  cardList,
  type Errors,
  integer,
  join,
  keys,
  object,
  oneOf,
} from "./parse-util";

/** Every kind of BoardEdit (the union is in board/edit.ts; `satisfies` keeps the two in step). */
const EDIT_KINDS = [
  "pieces",
  "support",
  "terror",
  "sabotage",
  "cash",
  "usAlliance",
  "aid",
  "resources",
  "role",
  "eligibility",
  "cardActions",
  "capabilities",
  "momentum",
  "currentCard",
  "nextCard",
  "propagandaLeft",
  "campaignCard",
  "shortGame",
] as const satisfies readonly BoardEdit["kind"][];

/** The fields each edit kind carries besides `kind` and `value`. */
const EDIT_TARGET: Partial<Record<BoardEdit["kind"], "space" | "faction">> = {
  pieces: "space",
  support: "space",
  terror: "space",
  sabotage: "space",
  cash: "space",
  resources: "faction",
  role: "faction",
  eligibility: "faction",
};

/** Shape check of one BoardEdit read from outside; errors name the exact path. */
export function readEdit(v: unknown, path: string, errors: Errors): BoardEdit | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const kind = oneOf(o.kind, EDIT_KINDS, join(path, "kind"), errors, "edit kind");
  if (!kind) return undefined;
  const target = EDIT_TARGET[kind];
  const required = [
    "kind",
    "value",
    ...(target ? [target] : []),
    ...(kind === "pieces" ? ["piece"] : []),
  ];
  const before = errors.length;
  keys(o, path, required, [], errors);
  const space =
    target === "space"
      ? oneOf(o.space, SPACE_IDS, join(path, "space"), errors, "space")
      : undefined;
  const faction =
    target === "faction"
      ? oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction")
      : undefined;
  const piece =
    kind === "pieces"
      ? oneOf(o.piece, PIECE_KINDS, join(path, "piece"), errors, "piece kind")
      : undefined;
  const value = readEditValue(kind, o.value, join(path, "value"), errors);
  if (errors.length > before) return undefined;
  return {
    kind,
    value,
    ...(space && { space }),
    ...(faction && { faction }),
    ...(piece && { piece }),
  } as BoardEdit;
}

function readEditValue(kind: BoardEdit["kind"], v: unknown, path: string, errors: Errors): unknown {
  switch (kind) {
    case "pieces":
    case "terror":
    case "aid":
    case "resources":
    case "propagandaLeft":
    case "campaignCard":
      return integer(v, path, errors);
    case "support":
      return oneOf(v, SUPPORT_LEVELS, path, errors, "support level");
    case "sabotage":
    case "shortGame":
      return boolean(v, path, errors);
    case "cash":
      return array(v, path, errors)?.map((h, i) =>
        oneOf(h, CASH_HOLDERS, join(path, i), errors, "Cash holder"),
      );
    case "usAlliance":
      return oneOf(
        v,
        ["firm", "reluctant", "embargoed"] as const,
        path,
        errors,
        "US Alliance level",
      );
    case "role":
      return oneOf(v, ["player", "np"] as const, path, errors, "role");
    case "eligibility":
      return oneOf(v, ["eligible", "ineligible"] as const, path, errors, "eligibility");
    case "currentCard":
    case "nextCard":
      return v === null ? null : integer(v, path, errors);
    case "momentum":
      return cardList(v, path, errors, "Momentum cards")?.map((m, i) =>
        integer(m, join(path, i), errors),
      );
    case "capabilities":
      return cardList(v, path, errors, "Capabilities")?.map((c, i) =>
        readCapability(c, join(path, i), errors),
      );
    case "cardActions":
      return cardList(v, path, errors, "card actions")?.map((a, i) =>
        readCardAction(a, join(path, i), errors),
      );
  }
}
