"use client";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { NoSuchGame } from "../board/no-such-game";
import { useDb } from "../db-context";

/**
 * The board screen (the log's fold, the map, the panels) is its own chunk, fetched beside the
 * check that the game is in this browser (issue 22): "No such game" shows without it.
 * Not through Suspense (next/dynamic): React would hold the revealed screen back for its
 * fallback throttle, about 300 ms.
 */
type Board = typeof import("./game-board");
let board: Board | null = null;
let loading: Promise<Board> | null = null;
const loadBoard = (): Promise<Board> => {
  loading ??= import("./game-board").then((m) => {
    board = m;
    return m;
  });
  return loading;
};

/** Whether this browser holds the game (undefined until the database answers), and its screen. */
function useGameBoard(id: string): { found: boolean | undefined; mod: Board | null } {
  const db = useDb();
  const [found, setFound] = useState<boolean | undefined>(undefined);
  const [mod, setMod] = useState<Board | null>(board);
  useEffect(() => {
    let live = true;
    // Fetched while the database answers, not after: opening a saved game waits for the slower
    // of the two, never for both in turn.
    const screen = loadBoard();
    void db.games.get(id).then((row) => {
      if (!live) return;
      setFound(row !== undefined);
      if (row) void screen.then((m) => live && setMod(() => m));
    });
    return () => {
      live = false;
    };
  }, [db, id]);
  return { found, mod };
}

function GameById({ id }: { id: string }) {
  const { found, mod } = useGameBoard(id);
  if (found === false) return <NoSuchGame />;
  if (!mod) return <p className="p-6">Loading the game…</p>;
  return <mod.GameBoard id={id} />;
}

export function GameRoute() {
  const id = useSearchParams().get("id");
  if (!id)
    return (
      <main className="p-6">
        <p>No game chosen.</p>
        <a href="/" className="text-sky-800 underline dark:text-sky-300">
          Back to the saved games
        </a>
      </main>
    );
  return <GameById key={id} id={id} />;
}
