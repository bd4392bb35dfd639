import type { Metadata } from "next";
import { GamePage } from "@/app/_components/games/game-page";

export const metadata: Metadata = { title: "Kill Rasputin · Calixto assistant" };

export default function Page() {
  return (
    <GamePage
      game="kill-rasputin"
      title="Kill Rasputin"
      blurb="The same race for three melds with a Fate card that cancels a Save, and an Event roll for the player who holds back."
    />
  );
}
