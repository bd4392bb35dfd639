/**
 * Card-game command line. `npm run cardgame -- sim <game> --games N --seed S [--players P]
 * [--bots A,B] [--turn-cap T] [--rotate]` plays bot-versus-bot games headless and prints JSON;
 * `npm run cardgame -- stats [game] [--games N]` regenerates data/cardgames/stats/*.json for the
 * rules pages. The commands are in scripts/cli/cardgame.ts.
 */
import { cardgameCommand } from "./cli/cardgame";
import { quietWhenPipeCloses } from "./cli/pipe";

quietWhenPipeCloses();
process.exitCode = cardgameCommand(process.argv.slice(2));
