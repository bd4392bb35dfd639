import { createActor } from "xstate";
import { operationBox } from "@/lib/engine/cuba/calixto/cards";
import { newScope, type TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { driveToEnd, type Script, scriptedAnswerer } from "@/lib/machines/core/drive";
import { activationLoopMachine } from "@/lib/machines/cuba/activation-loop.machine";
import { position } from "../../engine/calixto/fixtures";

/**
 * The Activation loop over whole Operation boxes, checked against the rules it sequences:
 * Garrison's Activation and EC Assault (3.2.2, C8.6.4) and the one space of a Limited
 * Operation (2.3.5, C8.5.4).
 */
function runBox(
  board: GameBoard,
  boxId: string,
  faction: "GOV" | "26J",
  opts: { limited?: boolean; an?: number | null; script?: Script } = {},
): TurnScope {
  const scope = newScope(board);
  const box = operationBox(boxId);
  if (!box.ok) throw new Error(`no box ${boxId}`);
  const limited = opts.limited ?? false;
  const actor = createActor(activationLoopMachine, {
    input: {
      scope,
      faction,
      box: box.value,
      an: limited ? null : (opts.an ?? 3),
      limited,
      free: false,
      part: "all",
    },
  }).start();
  driveToEnd(actor, scriptedAnswerer(opts.script ?? {}));
  expect(actor.getSnapshot().status).toBe("done");
  return scope;
}

const destinations = (t: TraceRecord[]) =>
  t
    .filter((r) => r.kind === "move" && r.step === "A" && /destination:/.test(r.text))
    .map((r) => (r as { text: string }).text);
const changeTexts = (scope: TurnScope) => scope.changes.map((c) => c.text);
const cubesIn = (b: GameBoard, s: SpaceId) => b.spaces[s].pieces.troop + b.spaces[s].pieces.police;
const m26In = (b: GameBoard, s: SpaceId) => b.spaces[s].pieces.m26U + b.spaces[s].pieces.m26A;

/** Two Underground 26July Guerrillas on the Central EC, cubes next door to Garrison them. */
/** Cities already held, so the Garrison's only destination is an EC. */
const cities = {
  havana: { pieces: { police: 2 } },
  "camaguey-city": { pieces: { police: 2 } },
  "santiago-de-cuba": { pieces: { police: 2 } },
};

const ecUnderground = () =>
  position({
    ...cities,
    "ec-central": { pieces: { m26U: 2 } },
    "las-villas": { pieces: { police: 3, troop: 2 } },
  });

describe("Garrison: Activation on every EC, then Assault in 1 EC (3.2.2, C8.6.4)", () => {
  it("Activates 1 Guerrilla per cube on the EC after the moves, then Assaults it", () => {
    const before = ecUnderground();
    const scope = runBox(before, "G-GARRISON", "GOV", { script: { ties: [] } });
    const b = scope.board;
    const cubes = cubesIn(b, "ec-central");
    expect(cubes).toBeGreaterThan(0);
    // Activation: min(cubes, 2) flipped; the Assault then removes 1 Active per cube (3.2.4).
    const found = Math.min(cubes, 2);
    expect(changeTexts(scope)).toContain(
      `Activate ${found} Underground 26July Guerrilla${found > 1 ? "s" : ""} in Central EC`,
    );
    expect(m26In(b, "ec-central")).toBe(2 - found);
    expect(b.spaces["ec-central"].pieces.m26A).toBe(0);
  });

  it("Activates on an EC no cube moved into (3.2.2: in each EC)", () => {
    const before = position({
      ...cities,
      "ec-central": { pieces: { m26U: 2 } },
      "las-villas": { pieces: { police: 3, troop: 2 } },
      "ec-west": { pieces: { police: 3, drU: 1 } },
    });
    const scope = runBox(before, "G-GARRISON", "GOV", { script: { ties: [] } });
    expect(destinations(scope.trace).some((d) => d.includes("West EC"))).toBe(false);
    expect(changeTexts(scope)).toContain("Activate 1 Underground DR Guerrilla in West EC");
  });
});

describe("A Limited Operation acts in one space, one destination for moves (2.3.5)", () => {
  const skipped = (t: TraceRecord[]) =>
    t.flatMap((r) => (r.kind === "instruction" && r.skipped ? [r.skipped] : []));

  it("26July LimOp Terror: Terror in one space and no Sabotage on the ECs after it", () => {
    const before = position({
      oriente: { pieces: { m26U: 2 }, support: 1 },
      "ec-central": { pieces: { m26U: 1 } },
      "ec-east": { pieces: { m26U: 1 } },
    });
    const scope = runBox(before, "TERROR-26J", "26J", { limited: true });
    const b = scope.board;
    const acted = (["oriente", "ec-central", "ec-east"] as const).filter(
      (s) => b.spaces[s].terror > 0 || b.spaces[s].sabotage,
    );
    expect(acted).toHaveLength(1);
    expect(skipped(scope.trace)).toContain("one space in a Limited Operation (2.3.5)");
    expect(skipped(scope.trace).join(" ")).not.toMatch(/Activation roll/);
  });

  it("LimOp Garrison: one destination, Activation still on every EC, Assault only there (3.2.2)", () => {
    const before = position({
      ...cities,
      "ec-central": { pieces: { m26U: 2 } },
      "ec-east": { pieces: { m26U: 2, police: 1 } },
      "las-villas": { pieces: { police: 4, troop: 2 } },
    });
    const scope = runBox(before, "G-GARRISON", "GOV", { limited: true, script: { ties: [] } });
    const dests = destinations(scope.trace);
    expect(dests).toHaveLength(1);
    expect(dests[0]).toMatch(/^garrison destination: Central EC/);
    const b = scope.board;
    // Activation on the EC nothing moved into, even in a Limited Garrison (3.2.2).
    expect(b.spaces["ec-east"].pieces).toMatchObject({ m26U: 1, m26A: 1, police: 1 });
    // The Assault only in the destination EC (3.2.2).
    expect(m26In(b, "ec-central")).toBe(2 - Math.min(2, cubesIn(b, "ec-central")));
  });

  it("LimOp March onto an EC: one destination, though March onto an EC makes no roll (C8.5.4)", () => {
    // GOV a player: the 26July March Destination column reads "highest Econ" first.
    const before = position(
      {
        oriente: { pieces: { m26U: 6 }, support: -2 },
        "camaguey-province": { pieces: { m26U: 4 }, support: -2 },
      },
      { roles: { GOV: "player" } },
    );
    const full = runBox(before, "MARCH", "26J", { script: { dice: [6, 6, 6, 6] } });
    expect(destinations(full.trace)).toHaveLength(2);
    const lim = runBox(before, "MARCH", "26J", { limited: true, script: { ties: [] } });
    const dests = destinations(lim.trace);
    expect(dests).toHaveLength(1);
    expect(dests[0]).toMatch(/EC/);
  });
});
