import { readFileSync } from "node:fs";
import { FACTION_NAME, POOL_LABEL, POOLS } from "@/data/cuba/pieces";
import { emptyBoard, standardBoard } from "@/data/cuba/scenarios";
import { SPACES } from "@/data/cuba/spaces";
import { formatErrors } from "@/lib/engine/core/result";
import {
  availableAll,
  controlMap,
  propagandaWinner,
  SUPPORT_LABEL,
  totals,
  validateBoard,
  victoryMargins,
} from "@/lib/engine/cuba/board";
import { pieceText } from "@/lib/engine/cuba/board/changes";
import { FACTIONS, type GameBoard, PIECE_KINDS } from "@/lib/engine/cuba/types";
import { entryText } from "@/lib/ui/import-errors";
import { readFlags } from "./flags";
import { parseBoardFile } from "./load";

const NP_ALL = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

export function boardCommand(args: string[]): number {
  const flags = readFlags(args, { "--json": "switch", "--setup": "value" }, 1);
  if (!flags.ok) {
    console.error(`calixto board: ${formatErrors(flags.errors)}`);
    return 2;
  }
  const json = flags.value.switches.has("--json");
  const setup = flags.value.values.get("--setup");
  if (setup !== undefined && flags.value.positional.length) {
    console.error("calixto board: give a game.json file or --setup, not both");
    return 2;
  }
  const rest = setup !== undefined ? ["--setup", setup] : flags.value.positional;
  let board: GameBoard;
  let gameInfo: { name: string; scenario: string; logEntries: number; inEffect: number } | null =
    null;
  if (rest[0] === "--setup") {
    const which = rest[1];
    if (which === "standard") board = standardBoard({ roles: NP_ALL, shortGame: false });
    else if (which === "empty") board = emptyBoard({ roles: NP_ALL, shortGame: false });
    else {
      console.error(`calixto board: --setup must be "standard" or "empty", got "${which ?? ""}"`);
      return 2;
    }
  } else if (rest[0]) {
    let text: string;
    try {
      text = readFileSync(rest[0], "utf8");
    } catch (e) {
      console.error(`calixto board: cannot read ${rest[0]}: ${(e as Error).message}`);
      return 2;
    }
    const parsed = parseBoardFile(text);
    if (!parsed.ok) {
      console.error(
        `calixto board: ${rest[0]} is not a valid game or board file:\n${parsed.errors.map(entryText).join("\n")}`,
      );
      return 1;
    }
    board = parsed.value.board;
    if (parsed.value.game) {
      const { game, state, log } = parsed.value.game;
      gameInfo = {
        name: game.name,
        scenario: state.setup.scenario,
        logEntries: log.length,
        inEffect: state.depth,
      };
    }
  } else {
    console.error("calixto board: give a game.json file or --setup standard|empty");
    return 2;
  }

  const errors = validateBoard(board);
  if (errors.length) {
    console.error(`calixto board: the board is not valid:\n${formatErrors(errors)}`);
    return 1;
  }
  const control = controlMap(board);
  const report = {
    ...(gameInfo && { game: gameInfo }),
    spaces: SPACES.map((s) => ({
      id: s.id,
      name: s.name,
      control: control[s.id],
      support: s.kind === "ec" ? null : SUPPORT_LABEL[board.spaces[s.id].support],
      pieces: Object.fromEntries(
        PIECE_KINDS.filter((k) => board.spaces[s.id].pieces[k] > 0).map((k) => [
          k,
          board.spaces[s.id].pieces[k],
        ]),
      ),
      terror: board.spaces[s.id].terror,
      sabotage: board.spaces[s.id].sabotage,
      cash: board.spaces[s.id].cash,
    })),
    totals: totals(board),
    available: availableAll(board),
    victoryMargins: victoryMargins(board),
    winnerIfPropagandaNow: propagandaWinner(board, board.propagandaLeft <= 1),
    usAlliance: board.usAlliance,
    aid: board.aid,
    resources: board.resources,
  };
  if (json) {
    console.log(JSON.stringify(report, null, 2));
    return 0;
  }
  if (gameInfo)
    console.log(
      `${gameInfo.name}: ${gameInfo.scenario} set-up; ${gameInfo.inEffect} of ${gameInfo.logEntries} log entries in effect\n`,
    );
  for (const s of report.spaces) {
    const pieces = PIECE_KINDS.filter((k) => board.spaces[s.id].pieces[k] > 0)
      .map((k) => pieceText(k, board.spaces[s.id].pieces[k]))
      .join(", ");
    const ctl = s.control ? `${FACTION_NAME[s.control]} Control` : "no Control";
    console.log(
      `${s.name.padEnd(20)} ${(s.support ?? "EC").padEnd(19)} ${ctl.padEnd(20)} ${pieces || "-"}`,
    );
  }
  const t = report.totals;
  console.log(
    `\nTotal Support ${t.totalSupport} · Opposition + Bases ${t.oppositionPlusBases} · DR Pop + Bases ${t.drPopPlusBases} · Open Casinos ${t.openCasinos}`,
  );
  console.log(
    `US Alliance ${board.usAlliance} · Aid ${board.aid} · Syndicate Resources ${board.resources.SYN}`,
  );
  console.log(
    `Available: ${POOLS.map((p) => `${POOL_LABEL[p]} ${report.available[p]}`).join(", ")}`,
  );
  console.log(
    `Victory margins: ${FACTIONS.map((f) => `${FACTION_NAME[f]} ${report.victoryMargins[f]}`).join(", ")}`,
  );
  return 0;
}
