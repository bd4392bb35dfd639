/**
 * Whole NP turns and whole games through the machines (what the assistant runs): the C8.9 card 1
 * Government turn (two draws, two Sweep destinations, an Air Strike) and seeded autoplay games.
 */
import { standardBoard } from "@/data/cuba/scenarios";
import { scriptedAnswerer } from "@/lib/machines/core/drive";
import { autoplay } from "@/lib/machines/cuba/autoplay";
import { type HeadlessGame, runNpTurn } from "@/lib/machines/cuba/game-runner";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { line, timeIt } from "./_stats";

export async function run(): Promise<void> {
  const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
  const game: HeadlessGame = {
    board: { ...standardBoard({ roles: allNp, shortGame: false }), currentCard: 8, nextCard: 20 },
    deck: { mode: "physical", drawn: [] },
    answers: {},
    options: { conflicts: {} },
    eventDeck: [],
    lastWasPropaganda: false,
    over: null,
  };
  const turn = timeIt(
    () => {
      runNpTurn(game, scriptedAnswerer({ cards: ["Y", "U"], dice: [3, 1] }));
    },
    300,
    30,
  );
  console.log(line("NP turn: C8.9 card 1 Government (machines)", turn));
  const games = timeIt(
    () => {
      autoplay(7, ["GOV", "26J", "DR", "SYN"], true);
    },
    5,
    1,
  );
  console.log(line("whole short game, all four NP (autoplay)", games));
}

if (import.meta.url === `file://${process.argv[1]}`) await loadTurnParts().then(run);
