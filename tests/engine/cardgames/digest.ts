import { createHash } from "node:crypto";
import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { chooseMeldMove, type MeldBotId, type MeldEngine } from "@/lib/engine/cardgames/meld-game";
import { chooseSjMove, type SjBotId, sanJuan } from "@/lib/engine/cardgames/san-juan";
import { type SimOptions, simulate } from "@/lib/engine/cardgames/sim";

/**
 * Digests of whole bot games, for the determinism guard (cardgames-determinism.test.ts): every
 * legal-move list, every input, every bot explanation, every log line and the final state,
 * through the pure `apply` the app uses; and of simulator reports (the in-place path).
 */

export const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

export function meldGameDigest(engine: MeldEngine, seed: string, bots: MeldBotId[]): string {
  const created = engine.newGame({ players: bots.length, seed });
  if (!created.ok) throw new Error("setup");
  let s = created.value;
  const h = createHash("sha256");
  for (let i = 0; i < 20_000; i++) {
    const p = engine.pending(s);
    h.update(JSON.stringify(p));
    if (p.kind === "over" || s.turn > 300) break;
    let input: Parameters<MeldEngine["apply"]>[1];
    if (p.kind === "chance") {
      const c = engine.resolveChance(s);
      if (!c) throw new Error("no chance input");
      input = c;
    } else {
      h.update(JSON.stringify(engine.legalMoves(s)));
      const c = chooseMeldMove(engine.rules, s, p.seat, bots[p.seat]);
      if (!c) throw new Error("no bot move");
      h.update(c.why);
      input = c.move;
    }
    h.update(JSON.stringify(input));
    const r = engine.apply(s, input);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    h.update(JSON.stringify(r.value.events));
    s = r.value.state;
  }
  h.update(JSON.stringify(s));
  return h.digest("hex").slice(0, 16);
}

export function sanJuanDigest(seed: string, bots: SjBotId[]): string {
  let s = sanJuan.newGame({ seed });
  const h = createHash("sha256");
  for (let i = 0; i < 1000; i++) {
    const p = sanJuan.pending(s);
    h.update(JSON.stringify(p));
    if (p.kind === "over") break;
    let input: Parameters<typeof sanJuan.apply>[1];
    if (p.kind === "chance") {
      const c = sanJuan.resolveChance(s);
      if (!c) throw new Error("no chance input");
      input = c;
    } else {
      h.update(JSON.stringify(sanJuan.legalMoves(s)));
      const c = chooseSjMove(s, p.seat, bots[p.seat]);
      if (!c) throw new Error("no bot move");
      h.update(c.why);
      input = c.move;
    }
    h.update(JSON.stringify(input));
    const r = sanJuan.apply(s, input);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    h.update(JSON.stringify(r.value.events));
    s = r.value.state;
  }
  h.update(JSON.stringify(s));
  return h.digest("hex").slice(0, 16);
}

export const SEEDS = ["a", "b", "c", "d", "e", "f"];

export const MELD_CASES: [string, MeldEngine, MeldBotId[]][] = [
  ["Get Castro, 2 Shrewd", getCastro, ["shrewd", "shrewd"]],
  ["Get Castro, 4 Novice/Shrewd", getCastro, ["novice", "shrewd", "novice", "shrewd"]],
  ["Get Castro, 3 Random/Shrewd/Novice", getCastro, ["random", "shrewd", "novice"]],
  ["Get Castro, 6 Shrewd", getCastro, ["shrewd", "shrewd", "shrewd", "shrewd", "shrewd", "shrewd"]],
  ["Kill Rasputin, 2 Shrewd", killRasputin, ["shrewd", "shrewd"]],
  ["Kill Rasputin, 4 Novice/Shrewd", killRasputin, ["novice", "shrewd", "novice", "shrewd"]],
  ["Kill Rasputin, 3 Random/Shrewd/Novice", killRasputin, ["random", "shrewd", "novice"]],
];

export const SJ_CASES: [string, SjBotId[]][] = [
  ["General vs Recruit", ["general", "recruit"]],
  ["Recruit vs General", ["recruit", "general"]],
  ["General vs General", ["general", "general"]],
  ["Random vs General", ["random", "general"]],
];

const sim = (game: SimOptions["game"], players: number, bots: string[], games = 150) =>
  ({ game, games, seed: "digest", players, bots, turnCap: 200, rotate: true }) as SimOptions;

export const SIM_CASES: [string, SimOptions][] = [
  ["Get Castro, 2 Shrewd", sim("get-castro", 2, ["shrewd"])],
  ["Get Castro, 4 Novice/Shrewd", sim("get-castro", 4, ["novice", "shrewd"])],
  ["Get Castro, 5 Random/Novice/Shrewd", sim("get-castro", 5, ["random", "novice", "shrewd"])],
  ["Kill Rasputin, 2 Shrewd", sim("kill-rasputin", 2, ["shrewd"])],
  ["Kill Rasputin, 4 Novice/Shrewd", sim("kill-rasputin", 4, ["novice", "shrewd"])],
  ["Kill Rasputin, 3 Random/Shrewd", sim("kill-rasputin", 3, ["random", "shrewd"])],
  ["San Juan Hill, General vs Recruit", sim("san-juan", 2, ["general", "recruit"])],
  ["San Juan Hill, General vs Random", sim("san-juan", 2, ["general", "random"])],
];

/** Every simulated game summary of a run, digested (the report alone aggregates them). */
export function simDigest(options: SimOptions): string {
  const games: unknown[] = [];
  const r = simulate(options, (g) => games.push(g));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return sha(JSON.stringify([games, r.value]));
}

/** The digests of the current code, as the test's tables hold them. */
export function currentDigests() {
  return {
    games: Object.fromEntries([
      ...MELD_CASES.map(([l, e, b]) => [l, SEEDS.map((seed) => meldGameDigest(e, seed, b))]),
      ...SJ_CASES.map(([l, b]) => [
        `San Juan Hill, ${l}`,
        SEEDS.map((seed) => sanJuanDigest(seed, b)),
      ]),
    ]),
    sims: Object.fromEntries(SIM_CASES.map(([l, o]) => [l, simDigest(o)])),
  };
}
