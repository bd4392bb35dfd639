import { type AnyActorRef, createActor } from "xstate";
import { GET_CASTRO_RULES, getCastro } from "@/lib/engine/cardgames/get-castro";
import { KILL_RASPUTIN_RULES, killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { chooseMeldMove, type MeldGameState } from "@/lib/engine/cardgames/meld-game";
import { chooseSjMove, type SjState, sanJuan } from "@/lib/engine/cardgames/san-juan";
import type { Pending } from "@/lib/engine/cardgames/shared/types";
import { getCastroMachine, killRasputinMachine, sanJuanMachine } from "@/lib/machines/cardgames";
import { meldFixture } from "../../engine/cardgames/meld-fixture";

const path = (actor: AnyActorRef): string => {
  const flat = (v: unknown): string =>
    typeof v === "string"
      ? v
      : Object.entries(v as Record<string, unknown>).map(([k, c]) => `${k}.${flat(c)}`)[0];
  return flat(actor.getSnapshot().value);
};

/** Where the machine must be for a given engine state (the model must agree with the rules). */
function meldPath(s: MeldGameState, game: "gc" | "kr"): string {
  if (s.result) return "over";
  if (s.owed) return "reshuffling";
  const map: Record<string, string> = {
    deal: "dealing",
    fate: "fate.choosing",
    steal: "fate.stealing",
    meld: "meld",
    foil: game === "gc" ? "foil.offering" : "foil.offering",
    negate: "foil.negating",
    kill: "kill.deciding",
    attempt: "kill.rolling",
    loseMeld: "kill.losingMeld",
    eventDie: "event.rolling",
    eventTarget: "event.targeting",
    eventPick: "event.picking",
    exit: game === "gc" ? "exit" : "end",
  };
  return map[s.step.at];
}

function sjPath(s: SjState): string {
  if (s.result) return "over";
  if (sanJuan.pending(s).kind === "chance") return "shuffling";
  const st = s.step;
  const phase = { reserve: "reserve", attack: "attack", withdraw: "withdrawal" } as Record<
    string,
    string
  >;
  return "side" in st ? `${phase[st.at]}.${st.side === 0 ? "american" : "spanish"}` : st.at;
}

describe.each([
  ["Get Castro", getCastroMachine, getCastro, "gc"],
  ["Kill Rasputin", killRasputinMachine, killRasputin, "kr"],
] as const)("%s machine", (_, machine, engine, game) => {
  const rules = game === "gc" ? GET_CASTRO_RULES : KILL_RASPUTIN_RULES;

  /** One whole bot game through the actor; returns the machine states visited. */
  function playThrough(seed: string): Set<string> {
    const r = engine.newGame({ players: 2, seed });
    if (!r.ok) throw new Error("setup");
    const actor = createActor(machine, { input: { state: r.value } }).start();
    let emitted = 0;
    actor.on("input.accepted", () => {
      emitted++;
    });
    let sent = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 3000 && actor.getSnapshot().status === "active"; i++) {
      const snap = actor.getSnapshot();
      const s = snap.context.state;
      expect(path(actor)).toBe(meldPath(s, game));
      expect(snap.hasTag("awaiting")).toBe(true);
      seen.add(path(actor));
      const p: Pending = engine.pending(s);
      if (p.kind === "chance") {
        expect(snap.hasTag("chance")).toBe(true);
        actor.send({
          type: "chance.resolved",
          input: engine.resolveChance(s) ?? { type: "chance", values: [] },
        });
      } else if (p.kind === "decide") {
        expect(snap.hasTag("decision")).toBe(true);
        const c = chooseMeldMove(rules, s, p.seat, "shrewd");
        if (!c) throw new Error("no bot move");
        actor.send({ type: "move.chosen", move: c.move });
      }
      sent++;
      expect(actor.getSnapshot().context.error).toBeNull();
    }
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output?.result).toEqual(actor.getSnapshot().context.state.result);
    expect(emitted).toBe(sent);
    return seen;
  }

  it("plays whole bot games, every state agreeing with the engine and waiting for an input", () => {
    const seen = new Set<string>();
    for (let g = 0; g < 8 && !(seen.has("kill.rolling") && seen.has("foil.offering")); g++)
      for (const p of playThrough(`machine-${game}-${g}`)) seen.add(p);
    expect(seen).toContain("foil.offering");
    expect(seen).toContain("kill.rolling");
  });

  it("refuses an illegal decision: the error names the field, nothing changes, nothing is emitted", () => {
    const card = game === "gc" ? "mafiosi" : "poison";
    const state = meldFixture(rules, {
      players: 2,
      hands: [[card, card], []],
      step: { at: "meld" },
    });
    const actor = createActor(machine, { input: { state } }).start();
    let emitted = 0;
    actor.on("input.accepted", () => {
      emitted++;
    });
    actor.send({ type: "move.chosen", move: { type: "meld", seat: 0, card, count: 3 } });
    expect(actor.getSnapshot().context.error?.[0].field).toBe("count");
    expect(actor.getSnapshot().context.state).toBe(state);
    expect(path(actor)).toBe("meld");
    expect(emitted).toBe(0);
  });
});

describe("Foil-phase interrupts", () => {
  it("Kill Rasputin: a Save hands the decision to the active player, who may discard Destiny", () => {
    const state = meldFixture(KILL_RASPUTIN_RULES, {
      players: 2,
      hands: [["destiny"], ["method-fails", "club"]],
      melds: [
        [
          { key: "poison", n: 2 },
          { key: "nobles", n: 2 },
          { key: "palace", n: 2 },
        ],
        [],
      ],
      step: { at: "foil", seat: 1 },
    });
    const actor = createActor(killRasputinMachine, { input: { state } }).start();
    expect(path(actor)).toBe("foil.offering");
    actor.send({ type: "move.chosen", move: { type: "save", seat: 1, card: "method-fails" } });
    expect(path(actor)).toBe("foil.negating");
    expect(killRasputin.pending(actor.getSnapshot().context.state)).toMatchObject({
      seat: 0,
      prompt: "negate",
    });
    actor.send({ type: "move.chosen", move: { type: "negate", seat: 0 } });
    expect(path(actor)).toBe("kill.deciding");
  });

  it("Get Castro: a Spy leads to the steal choice within the Fate phase", () => {
    const state = meldFixture(GET_CASTRO_RULES, {
      players: 2,
      hands: [["spies", "diplomat", "diplomat"], ["mafiosi"]],
      step: { at: "fate" },
    });
    const actor = createActor(getCastroMachine, { input: { state } }).start();
    actor.send({ type: "move.chosen", move: { type: "spy", seat: 0, card: "spies", target: 1 } });
    expect(path(actor)).toBe("fate.stealing");
    actor.send({ type: "move.chosen", move: { type: "steal", seat: 0, card: "mafiosi" } });
    expect(path(actor)).toBe("meld");
  });
});

describe("San Juan Hill machine", () => {
  it("plays eight hands with bots, every state agreeing with the engine", () => {
    const actor = createActor(sanJuanMachine, {
      input: { state: sanJuan.newGame({ seed: "machine-sj" }) },
    }).start();
    const seen = new Set<string>();
    for (let i = 0; i < 500 && actor.getSnapshot().status === "active"; i++) {
      const s = actor.getSnapshot().context.state;
      expect(path(actor)).toBe(sjPath(s));
      expect(actor.getSnapshot().hasTag("awaiting")).toBe(true);
      seen.add(path(actor));
      const p = sanJuan.pending(s);
      if (p.kind === "chance")
        actor.send({
          type: "chance.resolved",
          input: sanJuan.resolveChance(s) ?? { type: "chance", values: [] },
        });
      else if (p.kind === "decide") {
        const c = chooseSjMove(s, p.seat, p.seat === 0 ? "general" : "recruit");
        if (!c) throw new Error("no bot move");
        actor.send({ type: "move.chosen", move: c.move });
      }
    }
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context.state.battles).toHaveLength(8);
    for (const p of [
      "reserve.spanish",
      "reserve.american",
      "attack.american",
      "attack.spanish",
      "withdrawal.spanish",
    ])
      expect(seen).toContain(p);
  });
});
