"use client";
import { GameScreen } from "../board/game-screen";
import { PlayPanel } from "./play-panel";

/** The board screen of one saved game with its Play tab: what /game shows once the game is found. */
export function GameBoard({ id }: { id: string }) {
  return (
    <GameScreen
      id={id}
      npTurnPanel={(ctx) => (
        <PlayPanel
          db={ctx.db}
          gameId={ctx.game.id}
          entries={ctx.entries}
          state={ctx.state}
          view={ctx.view}
          onState={ctx.onState}
          onHighlight={ctx.onHighlight}
          onMapClaim={ctx.onMapClaim}
        />
      )}
    />
  );
}
