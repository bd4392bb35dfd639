import type { Metadata } from "next";
import { Suspense } from "react";
import { GameRoute } from "@/app/_components/play/game-route";

export const metadata: Metadata = { title: "Board · Calixto assistant" };

/** The board screen: a static route; the game id is read on the client from `?id=`. */
export default function GamePage() {
  return (
    <Suspense fallback={<p className="p-6">Loading…</p>}>
      <GameRoute />
    </Suspense>
  );
}
