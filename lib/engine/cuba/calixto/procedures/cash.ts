import { FACTION_NAME, OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { passCash, returnCash } from "../../board/changes";
import type { CashHolder, Faction, SpaceId, SpaceState } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import { askQuestion, type Work } from "./run";

/**
 * Cash whose holder leaves the map (4.5.2; C8.2.1 "Removing Cash"). The owner passes it on first:
 * a player chooses; an NP passes it to another of its own pieces, then to another NP Faction's
 * piece in the order GOV, DR, 26J, SYN. Only Cash nobody keeps is freed, and then the acting
 * Faction's own rule may take it (Seizure 3.2.4, Captured Goods 3.3.3, Commandeer 4.3.1/4.4.3,
 * Contraband 4.5.4); otherwise it returns to Available.
 * A piece may hold several Cash markers (4.5.2), so any Guerrilla or cube there can take it.
 * A removed piece holding several markers frees each one: call once per marker.
 */
export type CashCapture =
  | { kind: "none" }
  /** Assault: a Government cube in the space takes it (3.2.4). */
  | { kind: "seizure" }
  /** Attack, Ambush, Infiltrate, Assassinate: a Guerrilla of the acting Faction takes it. */
  | { kind: "guerrilla"; faction: Faction; rule: string; label: string }
  /** Bribe: Syndicate may give it to any piece; NP Syndicate keeps it with its own Guerrilla (INF). */
  | { kind: "contraband" };

/** Holder kinds of a Faction, in the order NP pieces are used: Police, Troops; Underground, Active (C8.5.8). */
export const HOLDER_KINDS: Readonly<Record<Faction, readonly CashHolder[]>> = {
  GOV: ["police", "troop"],
  "26J": ["m26U", "m26A"],
  DR: ["drU", "drA"],
  SYN: ["synU", "synA"],
};

/** A piece of this kind is in the space to take a Cash marker (it may hold others, 4.5.2). */
export function canHold(s: SpaceState, kind: CashHolder): boolean {
  return s.pieces[kind] > 0;
}

/** The first kind of the Faction's pieces in the space that can take Cash, in HOLDER_KINDS order. */
export function holderOf(s: SpaceState, f: Faction): CashHolder | null {
  return HOLDER_KINDS[f].find((k) => canHold(s, k)) ?? null;
}

const NP_HAND_OFF: readonly Faction[] = ["GOV", "DR", "26J", "SYN"];

/** Deal with one freed Cash marker of `owner` in `space` (its holder was just removed). */
export function* freeCash(
  w: Work,
  space: SpaceId,
  owner: Faction,
  capture: CashCapture,
): Generator<Need, void, NeedAnswer> {
  const s = () => w.board.spaces[space];
  const where = SPACE_BY_ID[space].name;

  if (w.board.roles[owner] === "player") {
    const options = NP_HAND_OFF.flatMap((f) => HOLDER_KINDS[f])
      .filter((k) => canHold(s(), k))
      .map((k) => ({ value: k, label: `${PIECE_LABEL[k].one} (${FACTION_NAME[OWNER_OF[k]]})` }));
    if (options.length > 0) {
      const choice = yield* askQuestion(
        "cash-hand-off",
        `${FACTION_NAME[owner]}: a piece holding your Cash leaves ${where}. Pass the Cash to another piece there, or free it?`,
        [...options, { value: "free", label: "Free it (the acting Faction may take it)" }],
        "4.5.2",
      );
      if (choice !== "free") {
        w.apply(passCash(w.board, space, choice as CashHolder));
        w.note(`${FACTION_NAME[owner]} passes the Cash on (player's choice)`, "4.5.2");
        return;
      }
    }
  } else {
    for (const f of [owner, ...NP_HAND_OFF.filter((x) => x !== owner)]) {
      if (f !== owner && w.board.roles[f] !== "np") continue;
      const k = holderOf(s(), f);
      if (k) {
        w.apply(passCash(w.board, space, k));
        w.note(
          f === owner
            ? `NP ${FACTION_NAME[owner]} passes its Cash to another of its pieces`
            : `NP ${FACTION_NAME[owner]} passes its Cash to NP ${FACTION_NAME[f]} (hand-off order GOV, DR, 26J, SYN)`,
          "C8.2.1",
        );
        return;
      }
    }
  }

  const taker = captureHolder(s(), capture);
  if (taker) {
    w.apply(passCash(w.board, space, taker.kind));
    w.note(taker.why, taker.rule);
    return;
  }
  w.apply(returnCash(w.board, space));
}

function captureHolder(
  s: SpaceState,
  capture: CashCapture,
): { kind: CashHolder; why: string; rule: string } | null {
  switch (capture.kind) {
    case "none":
      return null;
    case "seizure": {
      const k = holderOf(s, "GOV");
      return k
        ? { kind: k, why: "Seizure: a Government cube takes the Cash", rule: "3.2.4" }
        : null;
    }
    case "guerrilla": {
      const k = holderOf(s, capture.faction);
      return k ? { kind: k, why: capture.label, rule: capture.rule } : null;
    }
    case "contraband": {
      const k = holderOf(s, "SYN");
      return k
        ? { kind: k, why: "Contraband: a Syndicate Guerrilla takes the Cash", rule: "4.5.4" }
        : null;
    }
  }
}
