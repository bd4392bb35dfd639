import type { Metadata } from "next";
import { GamePage } from "@/app/_components/games/game-page";

export const metadata: Metadata = { title: "San Juan Hill 1898 · Calixto assistant" };

export default function Page() {
  return (
    <GamePage
      game="san-juan"
      title="San Juan Hill 1898"
      blurb="Americans against Spanish over eight hands: reserve, attack in secret, withdraw. Five hands take the day."
    />
  );
}
