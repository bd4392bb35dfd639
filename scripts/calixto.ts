/**
 * Headless command line for the Calixto assistant. Reuses lib/engine (and lib/machines for
 * turns). Usage: npm run calixto -- <command> [args]. Bad input exits non-zero with a message.
 */
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { autoplayCommand } from "./cli/autoplay";
import { boardCommand } from "./cli/board";
import { quietWhenPipeCloses } from "./cli/pipe";
import { replayCommand } from "./cli/replay";
import { smokeCommand } from "./cli/smoke";

const COMMANDS: Record<
  string,
  { run: (args: string[]) => Promise<number> | number; help: string }
> = {
  board: {
    run: boardCommand,
    help: "board <game.json | --setup standard|empty> [--json]   print a board and its derived values",
  },
  autoplay: {
    run: autoplayCommand,
    help: "autoplay --seed N [--np all|GOV,26J,...] [--short] [--json]   a whole game, NPs by Calixto",
  },
  smoke: {
    run: smokeCommand,
    help: "smoke --games N --seed S [--np all|GOV,...] [--short] [--corrections FILE] [--json]   seeded games with invariants checked",
  },
  replay: {
    run: replayCommand,
    help: "replay <scenario.json> [--summary]   run a scenario and print its decision trace as JSON",
  },
};

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === "help" || cmd === "--help") {
    console.log("Usage: npm run calixto -- <command>\n");
    for (const c of Object.values(COMMANDS)) console.log(`  ${c.help}`);
    return cmd ? 0 : 2;
  }
  const c = COMMANDS[cmd];
  if (!c) {
    console.error(`calixto: unknown command "${cmd}". Try: ${Object.keys(COMMANDS).join(", ")}`);
    return 2;
  }
  // The parts of a turn the browser loads when first needed: here all of them, up front.
  await loadTurnParts();
  return c.run(rest);
}

quietWhenPipeCloses();
// Set the exit code and let Node exit by itself once stdout has drained: process.exit() right
// after a large print cuts piped output at the pipe buffer (64 KiB).
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    console.error(`calixto: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  },
);
