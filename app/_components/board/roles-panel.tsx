"use client";
import { FACTIONS, type GameBoard, type Role } from "@/lib/engine/cuba/types";
import { errorClass, focusClass, headingClass, inputClass, panelClass } from "../ui/styles";
import { FACTION_BORDER, FACTION_NAME } from "./labels";
import { type Commit, useBoardEdit } from "./use-board-edit";

/** Who plays each Faction (C8.4.1) and the Eligibility cylinders (2.3.1). */
export function RolesPanel({ board, commit }: { board: GameBoard; commit: Commit }) {
  const { edit, error } = useBoardEdit(board, commit);
  return (
    <section aria-labelledby="roles-heading" className={panelClass}>
      <h2 id="roles-heading" className={headingClass}>
        Roles and eligibility
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5">
        {FACTIONS.map((f) => (
          <li
            key={f}
            className={`grid grid-cols-[5.5rem_minmax(0,12rem)_auto] justify-between items-center gap-2 border-l-4 pl-2 text-sm ${FACTION_BORDER[f]}`}
          >
            <span className="font-medium text-stone-900 dark:text-stone-100">
              {FACTION_NAME[f]}
            </span>
            <select
              aria-label={`${FACTION_NAME[f]} is played by`}
              className={inputClass}
              value={board.roles[f]}
              onChange={(e) =>
                edit("role", [{ kind: "role", faction: f, value: e.target.value as Role }])
              }
            >
              <option value="player">Player</option>
              <option value="np">Non-player</option>
            </select>
            <label className="flex items-center gap-1 text-stone-900 dark:text-stone-100">
              <input
                type="checkbox"
                className={`h-5 w-5 ${focusClass}`}
                checked={board.eligibility[f] === "eligible"}
                onChange={(e) =>
                  edit("eligibility", [
                    {
                      kind: "eligibility",
                      faction: f,
                      value: e.target.checked ? "eligible" : "ineligible",
                    },
                  ])
                }
              />
              Eligible
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={errorClass}>
          {error.message}
        </p>
      )}
    </section>
  );
}
