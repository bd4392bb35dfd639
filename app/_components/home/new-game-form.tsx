"use client";
import { type FormEvent, useRef, useState } from "react";
import { SCENARIOS, type ScenarioId } from "@/data/cuba/scenarios";
import type { FieldError } from "@/lib/engine/core/result";
import { FACTIONS, type Faction, type Role } from "@/lib/engine/cuba/types";
import { createGame, uniqueName } from "@/lib/persistence";
import { FACTION_NAME } from "../board/labels";
import { useDb } from "../db-context";
import {
  buttonClass,
  errorClass,
  focusClass,
  headingClass,
  inputClass,
  panelClass,
} from "../ui/styles";
import { useLiveQuery } from "../use-live-query";

type Source = "app" | "physical";

/**
 * A new game's name until the player types one: who plays, e.g. "Solo 26July", "Government and
 * Directorio", "All four NP", made unique among the saved games ("Solo 26July (2)").
 */
export function defaultGameName(roles: Record<Faction, Role>, taken: readonly string[]): string {
  const players = FACTIONS.filter((f) => roles[f] === "player").map((f) => FACTION_NAME[f]);
  const who =
    players.length === 0
      ? "All four NP"
      : players.length === 1
        ? `Solo ${players[0]}`
        : `${players.slice(0, -1).join(", ")} and ${players[players.length - 1]}`;
  return uniqueName(who, taken);
}

/**
 * Start a game from a preset (rules Set Up: Standard, Variable, or an empty board to enter any
 * position), choosing which Factions Calixto runs (C8.4.1), the short-game option (2.1), and
 * whether dice and the Calixto deck are the app's or the physical ones.
 */
export function NewGameForm({ onCreated }: { onCreated: (id: string) => void }) {
  const db = useDb();
  // Null until the player types: the name follows the Factions chosen (a default name).
  const [name, setName] = useState<string | null>(null);
  const taken = useLiveQuery(() => db.games.toArray(), [db]);
  const [scenario, setScenario] = useState<ScenarioId>("standard");
  const [roles, setRoles] = useState<Record<Faction, Role>>({
    GOV: "np",
    "26J": "player",
    DR: "np",
    SYN: "np",
  });
  const [shortGame, setShortGame] = useState(false);
  const [dice, setDice] = useState<Source>("app");
  const [deck, setDeck] = useState<Source>("app");
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);

  const shown =
    name ??
    defaultGameName(
      roles,
      (taken ?? []).map((g) => g.name),
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await createGame(db, { name: shown, scenario, roles, shortGame, dice, deck });
    setBusy(false);
    if (r.ok) onCreated(r.value.id);
    else {
      setErrors(r.errors);
      // The keyboard goes to the field to fix (its message is read with it).
      if (r.errors.some((x) => x.field === "name")) nameField.current?.focus();
    }
  };
  const nameError = errors.find((x) => x.field === "name")?.reason;
  const radio = `h-4 w-4 shrink-0 ${focusClass}`;

  return (
    <section aria-labelledby="new-heading" className={panelClass}>
      <h2 id="new-heading" className={headingClass}>
        New game
      </h2>
      <form onSubmit={(e) => void submit(e)} className="mt-2 flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm">
          Name
          <input
            ref={nameField}
            className={inputClass}
            value={shown}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Solo 26July, first try"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "new-name-error" : undefined}
          />
          {nameError && (
            <span id="new-name-error" role="alert" className={errorClass}>
              {nameError}
            </span>
          )}
        </label>

        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium">Set-up</legend>
          {SCENARIOS.map((s) => (
            <label key={s.id} className="flex min-h-11 cursor-pointer items-start gap-2">
              <input
                type="radio"
                name="scenario"
                className={`${radio} mt-0.5`}
                checked={scenario === s.id}
                onChange={() => setScenario(s.id)}
              />
              <span>
                {s.name}
                <span className="block text-xs text-stone-600 dark:text-stone-400">
                  {s.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium">Non-player Factions (run by Calixto)</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {FACTIONS.map((f) => (
              <label key={f} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  className={radio}
                  checked={roles[f] === "np"}
                  onChange={(e) =>
                    setRoles((r) => ({ ...r, [f]: e.target.checked ? "np" : "player" }))
                  }
                />
                {FACTION_NAME[f]}
              </label>
            ))}
          </div>
        </fieldset>

        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={radio}
            checked={shortGame}
            onChange={(e) => setShortGame(e.target.checked)}
          />
          Short game (8 Event cards set aside, 2.1)
        </label>

        <div className="grid gap-2 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="font-medium">Calixto deck</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="deck"
                className={radio}
                checked={deck === "app"}
                onChange={() => setDeck("app")}
              />
              The app shuffles and draws
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="deck"
                className={radio}
                checked={deck === "physical"}
                onChange={() => setDeck("physical")}
              />
              I draw my physical cards
            </label>
          </fieldset>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="font-medium">Dice</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="dice"
                className={radio}
                checked={dice === "app"}
                onChange={() => setDice("app")}
              />
              The app rolls
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="dice"
                className={radio}
                checked={dice === "physical"}
                onChange={() => setDice("physical")}
              />
              I roll and type the faces
            </label>
          </fieldset>
        </div>

        {errors.filter((x) => x.field !== "name").length > 0 && (
          <ul role="alert" className={errorClass}>
            {errors
              .filter((x) => x.field !== "name")
              .map((x) => (
                <li key={x.field}>
                  {x.field}: {x.reason}
                </li>
              ))}
          </ul>
        )}
        <button type="submit" className={buttonClass("primary")} disabled={busy}>
          Start game
        </button>
      </form>
    </section>
  );
}
