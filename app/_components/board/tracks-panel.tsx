"use client";
import { FACTIONS, type GameBoard, type UsAlliance } from "@/lib/engine/cuba/types";
import { Stepper } from "../ui/stepper";
import { errorClass, focusClass, headingClass, inputClass, panelClass } from "../ui/styles";
import { FACTION_NAME } from "./labels";
import { type Commit, useBoardEdit } from "./use-board-edit";

/** Edge-track values (1.8), the US Alliance (6.3.1), and where the game stands in the deck (2.4). */
export function TracksPanel({ board, commit }: { board: GameBoard; commit: Commit }) {
  const { edit, errorFor } = useBoardEdit(board, commit);
  return (
    <section aria-labelledby="tracks-heading" className={`${panelClass} flex flex-col gap-2`}>
      <h2 id="tracks-heading" className={headingClass}>
        Tracks
      </h2>
      <label className="flex items-center justify-between gap-2 text-sm">
        US Alliance
        <select
          className={inputClass}
          value={board.usAlliance}
          onChange={(e) =>
            edit("usAlliance", [{ kind: "usAlliance", value: e.target.value as UsAlliance }])
          }
        >
          <option value="firm">Firm</option>
          <option value="reluctant">Reluctant</option>
          <option value="embargoed">Embargoed</option>
        </select>
      </label>
      <Stepper
        label="Aid"
        value={board.aid}
        max={49}
        onChange={(v) => edit("aid", [{ kind: "aid", value: v }])}
        error={errorFor("aid")}
      />
      {FACTIONS.map((f) => (
        <Stepper
          key={f}
          label={`${FACTION_NAME[f]} Resources${board.roles[f] === "np" && f !== "SYN" ? " (NP: not tracked, C8.2.1)" : ""}`}
          value={board.resources[f]}
          max={49}
          onChange={(v) => edit(`resources.${f}`, [{ kind: "resources", faction: f, value: v }])}
          error={errorFor(`resources.${f}`)}
        />
      ))}
      <Stepper
        label={`Propaganda cards left${board.propagandaLeft <= 1 ? " (final Campaign)" : ""}`}
        value={board.propagandaLeft}
        max={4}
        onChange={(v) => edit("propagandaLeft", [{ kind: "propagandaLeft", value: v }])}
        error={errorFor("propagandaLeft")}
      />
      <Stepper
        label="Card of this Campaign"
        value={board.campaignCard}
        min={1}
        max={14}
        onChange={(v) => edit("campaignCard", [{ kind: "campaignCard", value: v }])}
        error={errorFor("campaignCard")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className={`h-5 w-5 ${focusClass}`}
          checked={board.shortGame}
          onChange={(e) => edit("shortGame", [{ kind: "shortGame", value: e.target.checked }])}
        />
        Short game (8 Event cards set aside, 2.1)
      </label>
      {errorFor("usAlliance") && (
        <p role="alert" className={errorClass}>
          {errorFor("usAlliance")}
        </p>
      )}
    </section>
  );
}
