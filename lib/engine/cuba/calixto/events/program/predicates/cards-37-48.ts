import { controlPieces, enemyForces, guerrillas, underground } from "../../../../board/space";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../../../types";
import type { BoardTest, SpaceTest } from "./predicate";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 37 to 48. Names start with the card number, e.g. "14-westernmost".
 */

/** The Faction(s) a "26July or DR" grant is read for: an NP actor itself, else either. */
const rebels = (b: GameBoard, actor: Faction): ("26J" | "DR")[] =>
  (actor === "26J" || actor === "DR") && b.roles[actor] === "np" ? [actor] : ["26J", "DR"];

/** A grant's space test is read for the Faction granted the action (run.ts grantStep). */
const granted = (f: Faction): ("26J" | "DR")[] => (f === "26J" || f === "DR" ? [f] : ["26J", "DR"]);

/**
 * #43 unshaded: Terror needs an Underground Guerrilla of the Faction (3.3.4); 1 Syndicate piece
 * counts as its own, so a SYN Underground Guerrilla serves too.
 */
const terrorBy = (b: GameBoard, id: SpaceId, fs: readonly ("26J" | "DR")[]) => {
  const s = b.spaces[id];
  return fs.some((f) => underground(s, f) > 0) || underground(s, "SYN") > 0;
};
const terrorSpace: SpaceTest = (b, id, f) => terrorBy(b, id, granted(f));

/** #44 unshaded: a 26July or DR Guerrilla (Active or not) beside Government forces. */
const ambushBy = (b: GameBoard, id: SpaceId, fs: readonly ("26J" | "DR")[]) => {
  const s = b.spaces[id];
  return controlPieces(s, "GOV") > 0 && fs.some((f) => guerrillas(s, f) > 0);
};
const guerrillaWithGov: SpaceTest = (b, id, f) => ambushBy(b, id, granted(f));

const anySpace = (t: (id: SpaceId) => boolean) => SPACE_IDS.some(t);

export const SPACE_TESTS_37_48: Readonly<Record<string, SpaceTest>> = {
  "43-terror-space": terrorSpace,
  "44-guerrilla-with-gov": guerrillaWithGov,
};

export const BOARD_TESTS_37_48: Readonly<Record<string, BoardTest>> = {
  /** #41 shaded: an Underground SYN Guerrilla where it has something to Ambush (4.3.2 Ambush, 5.1.1). */
  "41s-can-ambush": (b) =>
    anySpace((id) => underground(b.spaces[id], "SYN") > 0 && enemyForces(b.spaces[id], "SYN") > 0),
  /** #43 unshaded, NP: the Event Instructions' Limited Terror has a space to happen in. */
  "43-np-can-terror": (b, actor) =>
    b.roles[actor] === "np" && anySpace((id) => terrorBy(b, id, rebels(b, actor))),
  /** #43 unshaded, a player executes: any Limited Operation. */
  "43-player": (b, actor) => b.roles[actor] === "player",
  /** #44 unshaded: some Guerrilla could Ambush Government forces. */
  "44-can-ambush": (b, actor) => anySpace((id) => ambushBy(b, id, rebels(b, actor))),
};
