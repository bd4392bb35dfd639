"use client";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { GAME_ADAPTERS, type SeatConfig, type SessionSetup } from "@/lib/engine/cardgames/session";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { cardGamesDb, createGame } from "@/lib/persistence/cardgames";
import { newId, newSeed } from "./client-ids";
import { GC_DEFAULT, SetupOdds } from "./setup-odds";
import { ActionButton } from "./ui";

const SIDES = ["American", "Spanish"];

function defaultSeats(game: GameId, n: number): SeatConfig[] {
  const bot = game === "san-juan" ? "general" : game === "get-castro" ? GC_DEFAULT.bot : "shrewd";
  return Array.from({ length: n }, (_, i) =>
    i === 0
      ? { name: "Player 1", kind: "person", bot }
      : { name: `Bot ${i + 1}`, kind: "bot", bot },
  );
}

/** Get Castro starts with the newcomer's best odds in the simulator (see GC_DEFAULT). */
const DEFAULT_PLAYERS: Partial<Record<GameId, number>> = { "get-castro": GC_DEFAULT.players };

/** Seats (person or bot, names, bot strength), first player and an optional seed. */
export function SetupForm({ game }: { game: GameId }) {
  const adapter = GAME_ADAPTERS[game];
  const router = useRouter();
  const uid = useId();
  const fixed = adapter.minPlayers === adapter.maxPlayers;
  const [seats, setSeats] = useState<SeatConfig[]>(() =>
    defaultSeats(game, fixed ? adapter.maxPlayers : (DEFAULT_PLAYERS[game] ?? 3)),
  );
  const [first, setFirst] = useState(0);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bots = adapter.bots.filter((b) => b.id !== "random");

  const resize = (n: number) => {
    setSeats((prev) => [...prev.slice(0, n), ...defaultSeats(game, n).slice(prev.length)]);
    setFirst((f) => Math.min(f, n - 1));
  };
  const edit = (i: number, change: Partial<SeatConfig>) =>
    setSeats((prev) => prev.map((s, j) => (j === i ? { ...s, ...change } : s)));

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const setup: SessionSetup = {
      game,
      seed: seed.trim() || newSeed(),
      seats: seats.map((s, i) => ({
        ...s,
        name: s.name.trim() || (fixed ? SIDES[i] : `Seat ${i + 1}`),
      })),
      first: fixed ? 0 : first,
    };
    const check = adapter.create(setup);
    if (!check.ok) {
      setError(check.errors.map((x) => x.reason).join("; "));
      setBusy(false);
      return;
    }
    try {
      const id = newId();
      await createGame(cardGamesDb(), id, adapter.title, setup, Date.now());
      router.push(`/games/${game}?game=${id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  const field =
    "min-h-11 rounded-md border border-stone-300 bg-white px-2 py-1.5 dark:border-stone-600 dark:bg-stone-800";
  return (
    <form onSubmit={start} className="space-y-4" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`} className="text-lg font-semibold">
        New game
      </h2>
      {!fixed && (
        <label className="flex items-center gap-3">
          <span className="w-32 text-sm font-medium">Players</span>
          <select
            className={field}
            value={seats.length}
            onChange={(e) => resize(Number(e.target.value))}
          >
            {Array.from(
              { length: adapter.maxPlayers - adapter.minPlayers + 1 },
              (_, i) => adapter.minPlayers + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Seats in turn order</legend>
        {seats.map((s, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={i}
            className="grid grid-cols-1 gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[7rem_1fr_8rem_9rem] sm:items-center dark:border-stone-700"
          >
            <span className="text-sm font-medium">{fixed ? SIDES[i] : `Seat ${i + 1}`}</span>
            <input
              className={field}
              aria-label={`Name, ${fixed ? SIDES[i] : `seat ${i + 1}`}`}
              value={s.name}
              maxLength={24}
              onChange={(e) => edit(i, { name: e.target.value })}
            />
            <select
              className={field}
              aria-label={`Person or bot, ${fixed ? SIDES[i] : `seat ${i + 1}`}`}
              value={s.kind}
              onChange={(e) => edit(i, { kind: e.target.value as SeatConfig["kind"] })}
            >
              <option value="person">Person</option>
              <option value="bot">Bot</option>
            </select>
            {s.kind === "bot" ? (
              <select
                className={field}
                aria-label={`Bot strength, ${fixed ? SIDES[i] : `seat ${i + 1}`}`}
                value={s.bot}
                onChange={(e) => edit(i, { bot: e.target.value })}
              >
                {bots.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.label}
                  </option>
                ))}
              </select>
            ) : (
              <span className="px-2 text-sm text-stone-600 dark:text-stone-400">
                plays in person
              </span>
            )}
          </div>
        ))}
      </fieldset>
      <ul className="text-sm text-stone-600 dark:text-stone-400">
        {bots.map((b) => (
          <li key={b.id}>
            <strong>{b.label}</strong>: {b.blurb}
          </li>
        ))}
      </ul>
      {!fixed && <SetupOdds game={game} seats={seats} />}
      <div className="flex flex-wrap gap-4">
        {!fixed && (
          <label className="flex items-center gap-3">
            <span className="text-sm font-medium">First player</span>
            <select
              className={field}
              value={first}
              onChange={(e) => setFirst(Number(e.target.value))}
            >
              {seats.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                <option key={i} value={i}>
                  {s.name || `Seat ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex items-center gap-3">
          <span className="text-sm font-medium">Seed (optional)</span>
          <input
            className={field}
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            placeholder="random"
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
      <ActionButton type="submit" disabled={busy} className="px-5 text-center">
        Start game
      </ActionButton>
    </form>
  );
}
