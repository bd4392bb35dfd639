import { programFor } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import { type PlayerAnswer, playerEvent } from "@/lib/engine/cuba/calixto/events/program/player";
import type { Faction, GameBoard, PieceKind, Role, SpaceId } from "@/lib/engine/cuba/types";
import { SOLO_26J } from "@/tests/fixtures/boards";
import { runEvent } from "./drive";

/**
 * Audit of the Event programs against the card texts (playbook "Event Text and Background",
 * C8.2.1 literal reading): one test per mistake found, written from the text before the fix.
 */
const ALL_NP: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };
const choice = (value: string): PlayerAnswer => ({ kind: "choice", value });

function board(roles: Partial<Record<Faction, Role>> = {}): GameBoard {
  return structuredClone(standardBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false }));
}
function put(b: GameBoard, id: SpaceId, pieces: Partial<Record<PieceKind, number>>): GameBoard {
  Object.assign(b.spaces[id].pieces, pieces);
  return b;
}

describe("#1 Armored Cars unshaded: March into one space, Ambush there (5.1)", () => {
  it("the player is told the March has one destination and the Ambush is where it went", () => {
    const b = standardBoard({ roles: SOLO_26J, shortGame: false });
    const r = playerEvent(b, {
      card: 1,
      side: "unshaded",
      faction: "26J",
      answers: [choice("26J")],
    });
    if (r.kind !== "done") throw new Error(JSON.stringify(r));
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0]).toContain("in one space");
    expect(r.grants[0]).toContain("the later ones where the first one acted");
  });
});

describe("#20 The Twelve unshaded: the Rally is at a March destination (5.1)", () => {
  it("the player is told the Rally goes where the March went", () => {
    const b = standardBoard({ roles: SOLO_26J, shortGame: false });
    const r = playerEvent(b, {
      card: 20,
      side: "unshaded",
      faction: "26J",
      answers: [choice("26J")],
    });
    if (r.kind !== "done") throw new Error(JSON.stringify(r));
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0]).toContain("the later ones where the first one acted");
  });
});

describe("#43 Mafia Offensive unshaded: the NP's Terror is a Limited Operation (2.3.5)", () => {
  it("the granted Terror is held to one space", () => {
    const steps = programFor(43, "unshaded")?.steps ?? [];
    const terror = steps.find((s) => s.do === "grant" && s.actions.includes("terror"));
    expect(terror).toMatchObject({ do: "grant", limited: true });
  });
});

describe("#3 Eulogio Cantillo unshaded: the Guerrillas March OUT of the Troop space (5.1)", () => {
  it("the granted March's only origin is the Troop space, so it is never a destination", () => {
    const b = put(board(), "las-villas", { m26A: 2 });
    const r = runEvent(b, 3, "unshaded", "26J");
    expect(r.grants).toHaveLength(1);
    expect(r.grants[0].spaces).toBeNull();
    expect(r.grants[0].terms?.march?.from).toEqual(["las-villas"]);
  });
});
