"use client";
import { useState } from "react";
import { VARIABLE_STEPS } from "@/data/cuba/scenarios";
import { SPACE_BY_ID, SPACES } from "@/data/cuba/spaces";
import type { FieldError, Result } from "@/lib/engine/core/result";
import type { Placement } from "@/lib/engine/cuba/game/entries";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { applyPlacement, pendingVariableSteps } from "@/lib/engine/cuba/game/variable-setup";
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

const NOT_IN_EC = new Set<PieceKind>([
  "m26Base",
  "drBase",
  "govBase",
  "casinoOpen",
  "casinoClosed",
]);

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
      </p>
      <p className="text-sm" aria-live="polite">
        Staged: {kinds.map((k) => `${pieceName(k)} ${count(k)} of ${step.pieces[k]}`).join(" · ")}
      </p>
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {[0, 1].map((half) => (
          <div key={half} className="flex flex-col gap-1">
            <div
              className="flex items-center gap-2 text-xs font-medium text-stone-600 dark:text-stone-400"
              aria-hidden="true"
            >
              <span className="w-32 shrink-0">Space</span>
              {kinds.map((k) => (
                <span key={k} className="w-32 text-center">
                  {pieceName(k)}
                </span>
              ))}
            </div>
            {spaces
              .filter((_, i) => i < Math.ceil(spaces.length / 2) === (half === 0))
              .map((s) => (
                <div key={s.id} className="flex items-center gap-2">
                  <span className="w-32 shrink-0 text-sm">{s.name}</span>
                  {kinds.map((k) =>
                    s.kind === "ec" && NOT_IN_EC.has(k) ? (
                      <span key={k} className="w-32 text-center text-xs text-stone-400">
                        no Bases in ECs
                      </span>
                    ) : (
                      <div key={k} className="w-32">
                        <Stepper
                          hideLabel
                          label={`${s.name}: ${pieceName(k)}`}
                          value={staged[s.id]?.[k] ?? 0}
                          max={step.pieces[k]}
                          onChange={(v) => set(s.id, k, v)}
                        />
                      </div>
                    ),
                  )}
                </div>
              ))}
          </div>
        ))}
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
              {fieldName(e.field) && !e.reason.startsWith(fieldName(e.field))
                ? `${fieldName(e.field)}: `
                : ""}
              {e.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
