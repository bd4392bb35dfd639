import { getCastro } from "@/lib/engine/cardgames/get-castro";
import { killRasputin } from "@/lib/engine/cardgames/kill-rasputin";
import { chooseMeldMove, type MeldBotId, type MeldEngine } from "@/lib/engine/cardgames/meld-game";
import { applyListedMeldMove, applyOwnChance } from "@/lib/engine/cardgames/meld-game/apply";
import { botMove } from "@/lib/engine/cardgames/meld-game/bots/move-only";
import { deciderOf } from "@/lib/engine/cardgames/meld-game/legal";

/**
 * The simulator asks `botMove` for the bot's move alone; it must be the very move
 * `chooseMeldMove` picks (with its reason) at every decision of whole games, for every bot and
 * both meld games, including the decisions it settles by its own shortcuts.
 */
const CASES: [string, MeldEngine, MeldBotId[]][] = [
  ["Kill Rasputin, 4 Novice/Shrewd", killRasputin, ["novice", "shrewd", "novice", "shrewd"]],
  ["Kill Rasputin, 4 Shrewd/Novice", killRasputin, ["shrewd", "novice", "shrewd", "novice"]],
  ["Kill Rasputin, 2 Shrewd", killRasputin, ["shrewd", "shrewd"]],
  ["Kill Rasputin, 3 Random/Shrewd/Novice", killRasputin, ["random", "shrewd", "novice"]],
  [
    "Kill Rasputin, 6 Shrewd",
    killRasputin,
    ["shrewd", "shrewd", "shrewd", "shrewd", "shrewd", "shrewd"],
  ],
  ["Get Castro, 4 Novice/Shrewd", getCastro, ["novice", "shrewd", "novice", "shrewd"]],
  ["Get Castro, 2 Shrewd", getCastro, ["shrewd", "shrewd"]],
  ["Get Castro, 5 Novice", getCastro, ["novice", "novice", "novice", "novice", "novice"]],
];

describe("meld-game bots: the move alone is the move chosen with its reason", () => {
  it.each(CASES)("%s", (_label, engine, bots) => {
    let decisions = 0;
    for (let g = 0; g < 40; g++) {
      const created = engine.newGame({ players: bots.length, seed: `move-only:${g}` });
      if (!created.ok) throw new Error("setup");
      const s = created.value;
      for (let i = 0; i < 50_000 && !s.result && s.turn <= 200; i++) {
        const seat = deciderOf(s);
        if (seat < 0) {
          if (!applyOwnChance(engine.rules, s, null)) break;
          continue;
        }
        const full = chooseMeldMove(engine.rules, s, seat, bots[seat]);
        const alone = botMove(engine.rules, s, seat, bots[seat]);
        expect(alone).toEqual(full?.move);
        if (!full) throw new Error("no bot move");
        applyListedMeldMove(engine.rules, s, full.move, null);
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  });
});
