import { fail, ok, type Result } from "../../core/result";
import { getCastro } from "../get-castro";
import { killRasputin } from "../kill-rasputin";
import {
  chooseMeldMove,
  describeMeldEvent,
  fillSeatTokens,
  isMeldBotId,
  MELD_BOTS,
  type MeldEngine,
} from "../meld-game";
import { chooseSjMove, describeSjEvent, isSjBotId, SJ_BOTS, sanJuan } from "../san-juan";
import type { Seat } from "../shared/seats";
import type { BaseEvent, BaseMove, BotChoice, CardGameEngine, GameId } from "../shared/types";
import type { SessionSetup } from "./types";

/**
 * One adapter per game, so the session code (replay, automatic inputs, undo) and the UI can be
 * written once: create the game from its set-up record, ask a bot, describe a log line.
 */
export interface GameAdapter<
  S = unknown,
  M extends BaseMove = BaseMove,
  E extends BaseEvent = BaseEvent,
> {
  id: GameId;
  title: string;
  engine: CardGameEngine<S, M, E>;
  minPlayers: number;
  maxPlayers: number;
  bots: readonly { id: string; label: string; blurb: string }[];
  create(setup: SessionSetup): Result<S>;
  botMove(state: S, seat: Seat, bot: string): BotChoice<M> | null;
  describe(event: E, viewer: Seat | null, names: readonly string[]): string;
}

function meldAdapter(engine: MeldEngine, title: string): GameAdapter {
  const a: GameAdapter<unknown, BaseMove, BaseEvent> = {
    id: engine.id,
    title,
    engine: engine as unknown as CardGameEngine<unknown, BaseMove, BaseEvent>,
    minPlayers: engine.rules.minPlayers,
    maxPlayers: engine.rules.maxPlayers,
    bots: Object.values(MELD_BOTS),
    create: (setup) =>
      engine.newGame({ players: setup.seats.length, seed: setup.seed, first: setup.first }),
    botMove: (state, seat, bot) =>
      isMeldBotId(bot)
        ? (chooseMeldMove(engine.rules, state as never, seat, bot) as BotChoice<BaseMove> | null)
        : null,
    describe: (event, viewer, names) =>
      describeMeldEvent(engine.rules, event as never, viewer, names),
  };
  return a;
}

const sanJuanAdapter: GameAdapter = {
  id: "san-juan",
  title: "San Juan Hill 1898",
  engine: sanJuan as unknown as CardGameEngine<unknown, BaseMove, BaseEvent>,
  minPlayers: 2,
  maxPlayers: 2,
  bots: Object.values(SJ_BOTS),
  create: (setup) =>
    setup.seats.length === 2
      ? ok(sanJuan.newGame({ seed: setup.seed }))
      : fail({ field: "seats", reason: "San Juan Hill is for two players: American and Spanish" }),
  botMove: (state, seat, bot) =>
    isSjBotId(bot) ? (chooseSjMove(state as never, seat, bot) as BotChoice<BaseMove> | null) : null,
  describe: (event, viewer, names) => describeSjEvent(event as never, viewer, names),
};

export const GAME_ADAPTERS: Readonly<Record<GameId, GameAdapter>> = {
  "get-castro": meldAdapter(getCastro, "Get Castro"),
  "kill-rasputin": meldAdapter(killRasputin, "Kill Rasputin"),
  "san-juan": sanJuanAdapter,
};

/** Bot explanations name seats by token; fill in the players' names. */
export const explain = fillSeatTokens;
