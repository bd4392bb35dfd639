import type { Metadata } from "next";
import { GamePage } from "@/app/_components/games/game-page";

export const metadata: Metadata = { title: "Get Castro · Calixto assistant" };

export default function Page() {
  return (
    <GamePage
      game="get-castro"
      title="Get Castro"
      blurb="Two to six players collect a Method, a Conspiracy and a Location, fend off each other's foils, and roll three dice to end it."
    />
  );
}
