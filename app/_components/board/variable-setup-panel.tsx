"use client";
import { useState } from "react";
import { VARIABLE_STEPS } from "@/data/cuba/scenarios";
import { SPACE_BY_ID, SPACES } from "@/data/cuba/spaces";
import type { FieldError, Result } from "@/lib/engine/core/result";
import {
  applyPlacement,
  type GameState,
  type Placement,
  pendingVariableSteps,
} from "@/lib/engine/cuba/game";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { Stepper } from "../ui/stepper";
import { buttonClass, errorClass, headingClass, panelClass } from "../ui/styles";
import { FACTION_NAME, pieceName } from "./labels";

/** Which spaces a step can use at all, by kind (the rest of each restriction is checked on Place). */
const SPACES_FOR: Record<(typeof VARIABLE_STEPS)[number]["rule"], (id: SpaceId) => boolean> = {
  "one-per-space": (id) => SPACE_BY_ID[id].kind !== "ec",
  anywhere: () => true,
  "no-dr-forces-max-1-per-city": () => true,
  cities: (id) => SPACE_BY_ID[id].kind === "city",
  "one-province": (id) => SPACE_BY_ID[id].kind === "province",
};

const fieldName = (f: string) => {
  const [, space, kind] = f.split(".");
  const name = space && SPACE_BY_ID[space as SpaceId]?.name;
  return name ? `${name}${kind ? ` (${pieceName(kind as PieceKind)})` : ""}` : "";
};

/**
 * Guided Variable Deployment (rules Set Up): the player Factions' forces, one step at a time in
 * the printed order. Pieces are staged here, then placed together if the step's rule allows it.
 */
export function VariableSetupPanel({
  state,
  onPlace,
}: {
  state: GameState;
  onPlace: (step: number, placement: Placement) => Promise<Result<unknown>>;
}) {
  const stepIndex = state.placement[0];
  const [staged, setStaged] = useState<Placement>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  if (stepIndex === undefined) return null;
  const step = VARIABLE_STEPS[stepIndex];
  const total = pendingVariableSteps(state.setup.scenario, state.setup.roles).length;
  const kinds = Object.keys(step.pieces) as PieceKind[];
  const spaces = SPACES.filter((s) => SPACES_FOR[step.rule](s.id));
  const count = (k: PieceKind) => Object.values(staged).reduce((a, p) => a + (p?.[k] ?? 0), 0);
  const set = (id: SpaceId, k: PieceKind, n: number) =>
    setStaged((p) => ({ ...p, [id]: { ...p[id], [k]: n } }));

  const place = async () => {
    const check = applyPlacement(state.board, stepIndex, staged);
    const r = check.ok ? await onPlace(stepIndex, staged) : check;
    if (r.ok) {
      setStaged({});
      setErrors([]);
    } else setErrors(r.errors);
  };

  return (
    <section
      aria-labelledby="variable-heading"
      className={`${panelClass} border-amber-400 dark:border-amber-600`}
    >
      <h2 id="variable-heading" className={headingClass}>
        Variable Deployment · step {total - state.placement.length + 1} of {total}
      </h2>
      <p className="mt-1 text-sm">
        <strong>{FACTION_NAME[step.faction]}</strong>: {step.label}.
        {step.rule === "no-dr-forces-max-1-per-city" && " Not where Directorio forces stand."}
      </p>
      <p className="text-sm" aria-live="polite">
        {kinds.map((k) => `${pieceName(k)} ${count(k)} of ${step.pieces[k]}`).join(" · ")}
      </p>
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {spaces.map((s) =>
          kinds.map((k) => (
            <Stepper
              key={`${s.id}-${k}`}
              label={kinds.length > 1 ? `${s.name}: ${pieceName(k)}` : s.name}
              value={staged[s.id]?.[k] ?? 0}
              max={step.pieces[k]}
              onChange={(v) => set(s.id, k, v)}
            />
          )),
        )}
      </div>
      <div className="mt-2 flex items-center gap-2">
        <button type="button" className={buttonClass("primary")} onClick={() => void place()}>
          Place {FACTION_NAME[step.faction]} forces
        </button>
        <button type="button" className={buttonClass("ghost")} onClick={() => setStaged({})}>
          Reset
        </button>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className={`mt-2 ${errorClass}`}>
          {errors.map((e) => (
            <li key={`${e.field}-${e.reason}`}>
              {fieldName(e.field) ? `${fieldName(e.field)}: ` : ""}
              {e.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
