"use client";
import { useSearchParams } from "next/navigation";
import { GameScreen } from "../_components/board/game-screen";

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
  return <GameScreen key={id} id={id} />;
}
