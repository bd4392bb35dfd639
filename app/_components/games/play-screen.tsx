"use client";
import Link from "next/link";
import { personSeats } from "@/lib/engine/cardgames/session";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { BOT_SPEEDS, type BotSpeed, useBotSpeed, useQuickPlay } from "./bot-speed";
import { GameLog } from "./game-log";
import { MeldPlay } from "./meld/meld-play";
import { PassDevice, SeenNotice } from "./pass-device";
import { SjPlay } from "./san-juan/sj-play";
import { ActionButton } from "./ui";
import { type GameSession, useGameSession } from "./use-game-session";

/** A saved game being played: controls, the hand-over screen, the table and the log. */
export function PlayScreen({ game, id }: { game: GameId; id: string }) {
  const [speed, setSpeed] = useBotSpeed();
  const [quick, setQuick] = useQuickPlay();
  const session = useGameSession(id, speed, quick && game !== "san-juan");
  return (
    <PlayBody
      game={game}
      session={session}
      speed={speed}
      setSpeed={setSpeed}
      quick={{ on: quick, set: setQuick }}
    />
  );
}

export function PlayBody({
  game,
  session,
  speed,
  setSpeed,
  quick,
}: {
  game: GameId;
  session: GameSession;
  speed: BotSpeed;
  setSpeed: (s: BotSpeed) => void;
  quick?: { on: boolean; set: (on: boolean) => void };
}) {
  if (session.status === "missing")
    return (
      <p role="alert">
        This game is not saved in this browser.{" "}
        <Link href={`/games/${game}`} className="underline">
          Start a new one
        </Link>
        .
      </p>
    );
  if (session.status === "broken")
    return (
      <p role="alert">
        This saved game no longer replays: {session.problem}.{" "}
        <Link href={`/games/${game}`} className="underline">
          Back
        </Link>
      </p>
    );
  if (!session.setup || session.state === undefined)
    return <p aria-busy="true">Loading the game…</p>;
  const setup = session.setup;
  const log = <GameLog setup={setup} steps={session.steps} viewer={session.viewer} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={`/games/${game}`} className="min-h-11 rounded-lg px-2 py-2.5 text-sm underline">
          New game / saved games
        </Link>
        <Link
          href={`/games/${game}/rules`}
          className="min-h-11 rounded-lg px-2 py-2.5 text-sm underline"
        >
          Rules
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm">
            Bot speed
            <select
              className="min-h-11 rounded-md border border-stone-300 bg-white px-2 dark:border-stone-600 dark:bg-stone-800"
              value={speed}
              onChange={(e) => setSpeed(e.target.value as BotSpeed)}
            >
              {Object.keys(BOT_SPEEDS).map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          {quick && game !== "san-juan" && personSeats(setup).length === 1 && (
            <label
              className="flex min-h-11 items-center gap-2 text-sm"
              title="Pass a Foil offer for you while nobody can roll, when passing is what the Shrewd bot would do"
            >
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={quick.on}
                onChange={(e) => quick.set(e.target.checked)}
              />
              Quick play
            </label>
          )}
          <ActionButton
            tone="secondary"
            disabled={!session.canUndo}
            onClick={session.undo}
            title={
              session.canUndo
                ? "Take back your last decision"
                : "Undo is closed once a card or a die has been revealed"
            }
          >
            Undo
          </ActionButton>
        </div>
      </div>
      {session.saveError && (
        <p role="alert" className="text-sm text-rose-700">
          Could not save: {session.saveError}
        </p>
      )}
      {session.passTo !== null ? (
        // While the device is handed over the table is not drawn at all: nothing behind the
        // screen (a prompt, a meld still down, the next turn) may tell what it hides (U2).
        <PassDevice name={setup.seats[session.passTo].name} onReady={session.confirmPass} />
      ) : (
        <>
          {session.notice && (
            <SeenNotice
              name={setup.seats[session.notice.seat].name}
              lines={session.notice.lines}
              onDone={session.closeNotice}
            />
          )}
          <div inert={session.notice !== null} data-testid="table-area">
            {game === "san-juan" ? (
              <SjPlay session={session} log={log} />
            ) : (
              <MeldPlay session={session} log={log} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
