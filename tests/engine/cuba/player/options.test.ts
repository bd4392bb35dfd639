import { readFileSync } from "node:fs";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { runPlayerAction } from "@/lib/engine/cuba/player/apply";
import {
  legalMoves,
  legalOperations,
  legalSpaces,
  legalSpecialSpaces,
  legalSpecials,
  removableKinds,
  rollsAsked,
} from "@/lib/engine/cuba/player/options";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { scenarioBoard } from "@/lib/machines/cuba/scenario-runner";

/** The board an example in docs/examples/player/ starts from, with more edits. */
function board(name: string, edits: unknown[] = []): GameBoard {
  const raw = JSON.parse(readFileSync(`docs/examples/player/${name}.json`, "utf8"));
  raw.setup.edits.push(...edits);
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const b = scenarioBoard(parsed.value);
  if ("error" in b) throw new Error(b.error);
  return b;
}

const ok = <T>(list: { value: T; ok: boolean }[]) => list.filter((c) => c.ok).map((c) => c.value);
const why = <T>(list: { value: T; ok: boolean; why?: string }[], v: T) =>
  list.find((c) => c.value === v)?.why;

describe("the form offers only legal choices, and says why one is missing", () => {
  it("Operations: those with a legal space now (3.3); Attack needs an enemy", () => {
    const b = board("m26-march");
    const ops = legalOperations(b, "26J", false);
    expect(ops.map((o) => o.value)).toEqual(["rally", "march", "attack", "terror"]);
    expect(ok(ops)).toEqual(["rally", "march", "terror"]);
    expect(why(ops, "attack")).toBe(
      "no space for Attack now: Attack needs an enemy piece in Sierra Maestra (3.3.3)",
    );
  });

  it("the Sequence of Play: after an Operation Only, only a Limited Operation (2.3.4)", () => {
    const b = board("gov-train-civic-limited");
    expect(ok(legalOperations(b, "GOV", false))).toEqual([]);
    expect(why(legalOperations(b, "GOV", false), "train")).toMatch(/only a Limited Operation/);
    expect(ok(legalOperations(b, "GOV", true))).toContain("train");
  });

  it("March destinations: adjacent to a Guerrilla of yours, and paid for (3.3.2)", () => {
    const b = board("m26-march", [{ kind: "resources", faction: "26J", value: 0 }]);
    const draft: PlayerAction = { faction: "26J", operation: "march", spaces: [] };
    const spaces = legalSpaces(b, draft);
    // With 0 Resources only the EC is free; Havana is out of reach.
    expect(ok(spaces)).toEqual(["ec-east"]);
    expect(why(spaces, "oriente")).toBe("Marching into Oriente costs 1 Resource; 26July has 0");
    expect(why(spaces, "havana")).toBe("no Guerrilla of yours can March into Havana");
  });

  it("a Limited Operation offers no second space (2.3.5)", () => {
    const b = board("m26-march");
    const draft: PlayerAction = {
      faction: "26J",
      operation: "march",
      limited: true,
      spaces: [{ space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 1 }] }],
    };
    expect(ok(legalSpaces(b, draft))).toEqual([]);
    expect(why(legalSpaces(b, draft), "ec-east")).toBe(
      "a Limited Operation is in one space only (2.3.5)",
    );
  });

  it("moves: origins and how many, and the origins that may not send, with why", () => {
    const b = board("m26-march", [
      { kind: "pieces", space: "santiago-de-cuba", piece: "m26U", value: 1 },
      { kind: "pieces", space: "camaguey-province", piece: "m26A", value: 2 },
    ]);
    const draft: PlayerAction = {
      faction: "26J",
      operation: "march",
      spaces: [
        { space: "ec-east", moves: [{ from: "sierra-maestra", piece: "m26U", count: 3 }] },
        { space: "oriente", moves: [] },
      ],
    };
    const { moves, missing } = legalMoves(b, draft, 1);
    // 1 left in Sierra Maestra; the 3 in the EC moved already (no Guerrilla moves twice, 3.3.2).
    expect(moves).toEqual([
      { from: "camaguey-province", piece: "m26A", max: 2 },
      { from: "sierra-maestra", piece: "m26U", max: 1 },
    ]);
    expect(missing).toContainEqual({
      value: "santiago-de-cuba",
      ok: false,
      why: "Santiago de Cuba is not adjacent to Oriente",
    });
    expect(missing.map((m) => m.value)).not.toContain("ec-east");
  });

  it("Sweep moves: Troops a Transport brought before the Sweep may move on (4.1, 3.2.3, 4.2.1)", () => {
    const b = board("gov-sweep-air-strike", [
      { kind: "pieces", space: "santiago-de-cuba", piece: "troop", value: 2 },
      { kind: "pieces", space: "matanzas", piece: "troop", value: 0 },
    ]);
    const transport = {
      special: "transport" as const,
      spaces: [
        {
          space: "matanzas" as const,
          moves: [{ from: "santiago-de-cuba" as const, piece: "troop" as const, count: 2 }],
        },
      ],
    };
    const draft = (when: "before" | "after"): PlayerAction => ({
      faction: "GOV",
      operation: "sweep",
      spaces: [{ space: "la-habana", moves: [] }],
      special: { ...transport, when },
    });
    const from = (when: "before" | "after") =>
      legalMoves(b, draft(when), 0).moves.filter((m) => m.from === "matanzas");
    expect(from("before")).toEqual([{ from: "matanzas", piece: "troop", max: 2 }]);
    expect(from("after")).toEqual([]);
  });

  it("moves under a granting Event's terms: only out of the origins it names, none when in place (5.1.1)", () => {
    const b = board("m26-march", [
      { kind: "pieces", space: "camaguey-province", piece: "m26A", value: 2 },
    ]);
    const draft: PlayerAction = {
      faction: "26J",
      operation: "march",
      spaces: [{ space: "oriente", moves: [] }],
    };
    // Without terms both neighbours with Guerrillas send; the Event names Sierra Maestra only.
    expect(legalMoves(b, draft, 0).moves.map((m) => m.from)).toEqual([
      "camaguey-province",
      "sierra-maestra",
    ]);
    const named = legalMoves(b, draft, 0, { grant: { from: ["sierra-maestra"] } });
    expect(named.moves.map((m) => m.from)).toEqual(["sierra-maestra"]);
    expect(named.missing).toContainEqual({
      value: "camaguey-province",
      ok: false,
      why: "the Event moves pieces only out of Sierra Maestra (5.1.1)",
    });
    // "In place" (#3 Cantillo's Sweep and Assault): nothing may move in.
    const inPlace = legalMoves(b, draft, 0, { grant: { from: [] } });
    expect(inPlace.moves).toEqual([]);
    expect(inPlace.missing.map((m) => m.why)).toContain(
      "the Event has this Operation in place: no piece moves in (5.1.1)",
    );
  });

  it("SAs: those that may accompany the Operation (4.1.1) with a legal space", () => {
    const b = board("gov-train-transport");
    const draft: PlayerAction = {
      faction: "GOV",
      operation: "train",
      spaces: [{ space: "havana" }],
    };
    const sas = legalSpecials(b, draft);
    expect(ok(sas)).toEqual(["transport"]);
    expect(why(sas, "airStrike")).toBe(
      "Air Strike may accompany only Garrison, Sweep or Assault (4.1.1)",
    );
    const where = legalSpecialSpaces(b, draft, "transport");
    expect(ok(where)).not.toContain("havana"); // the Troops' own City
    expect(ok(where)).toContain("oriente");
  });

  it("Kidnap only in a space of this Terror with more 26July Guerrillas than Police (4.3.3)", () => {
    const b = board("m26-terror-kidnap");
    const draft: PlayerAction = {
      faction: "26J",
      operation: "terror",
      spaces: [{ space: "havana" }, { space: "ec-west" }],
    };
    const where = legalSpecialSpaces(b, draft, "kidnap");
    // Kidnap goes first here: 26July has 0 Resources and pays the Terror with it (4.1).
    expect(ok(where)).toEqual(["ec-west", "havana"]);
    expect(why(where, "oriente")).toBe(
      "Kidnap is in a space selected for this Terror, not Oriente (4.3.3)",
    );
  });

  it("removals offered: Active Guerrillas first, Bases once their Guerrillas are gone", () => {
    const b = board("gov-assault-transport");
    const draft: PlayerAction = {
      faction: "GOV",
      operation: "assault",
      spaces: [{ space: "havana" }],
    };
    // The Casino closes once no Syndicate Guerrilla is there; the DR Base waits for its Guerrilla.
    expect(removableKinds(b, draft, 0)).toEqual(["drA", "casinoOpen"]);
    // Granted by an Event that removes only Directorio pieces (#9 Coup shaded, 5.1.1): the
    // Casino is not offered, and a removal of it is refused with the Event's words.
    expect(removableKinds(b, draft, 0, { grant: { targets: { of: ["DR"] } } })).toEqual(["drA"]);
    const run = runPlayerAction(
      b,
      { ...draft, spaces: [{ space: "havana", remove: [{ piece: "casinoOpen", count: 1 }] }] },
      { free: true, sequence: false, grant: { targets: { of: ["DR"] } } },
    );
    expect(run.errors).toContainEqual({
      field: "spaces[0].remove[0].piece",
      reason: "the Event removes only Directorio pieces (5.1.1)",
    });
  });

  it("the dice the action will ask for, in order", () => {
    const b = board("m26-attack-ambush");
    const action = JSON.parse(readFileSync("docs/examples/player/m26-attack-ambush.json", "utf8"))
      .steps[0];
    const { kind: _k, ...rest } = action;
    expect(rollsAsked(b, rest as PlayerAction)).toEqual([
      { field: "spaces[0]", purpose: "the Attack in Oriente" },
    ]);
  });

  it("an SA done before the Operation counts for its targets: Air Strike took the Guerrilla, the Assault may take the Base (4.1, 3.2.4)", () => {
    const b = board("gov-sweep-air-strike", [
      { kind: "pieces", space: "oriente", piece: "troop", value: 2 },
      { kind: "pieces", space: "oriente", piece: "drA", value: 1 },
      { kind: "pieces", space: "oriente", piece: "drBase", value: 1 },
    ]);
    const draft = (when: "before" | "after"): PlayerAction => ({
      faction: "GOV",
      operation: "assault",
      spaces: [{ space: "oriente" }],
      special: {
        special: "airStrike",
        when,
        spaces: [{ space: "oriente", remove: [{ piece: "drA", count: 1 }] }],
      },
    });
    // After the Assault, the Air Strike has not acted yet: the Guerrilla first, Bases last.
    expect(removableKinds(b, draft("after"), 0)).toEqual(["drA"]);
    // Before it, the Guerrilla is gone: the Directorio's Base is what the Assault can take.
    expect(removableKinds(b, draft("before"), 0)).toEqual(["drBase"]);
  });
});
