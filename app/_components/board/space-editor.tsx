"use client";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controller } from "@/lib/engine/cuba/board";
import {
  CASH_HOLDERS,
  type CashHolder,
  FACTIONS,
  type Faction,
  type GameBoard,
  type PieceKind,
  type SpaceId,
  type SupportLevel,
} from "@/lib/engine/cuba/types";
import { Stepper } from "../ui/stepper";
import { buttonClass, errorClass, focusClass, headingClass } from "../ui/styles";
import { FACTION_BORDER, FACTION_NAME, pieceName, SUPPORT_SHORT, spaceKindText } from "./labels";
import { type Commit, useBoardEdit } from "./use-board-edit";

const KINDS_OF: Record<Faction, readonly PieceKind[]> = {
  GOV: ["troop", "police", "govBase"],
  "26J": ["m26U", "m26A", "m26Base"],
  DR: ["drU", "drA", "drBase"],
  SYN: ["synU", "synA", "casinoOpen", "casinoClosed"],
};
const NOT_IN_EC = new Set<PieceKind>([
  "govBase",
  "m26Base",
  "drBase",
  "casinoOpen",
  "casinoClosed",
]);

export interface SpaceEditorProps {
  board: GameBoard;
  space: SpaceId;
  commit: Commit;
  onClose: () => void;
}

/**
 * Edit one space with steppers: every piece kind that may stand there, Support/Opposition and
 * Terror (Cities and Provinces), Sabotage (ECs only, 3.3.4), and the Cash each kind of piece
 * holds (4.5.2). A change the rules refuse is shown beside its stepper and changes nothing.
 */
export function SpaceEditor({ board, space, commit, onClose }: SpaceEditorProps) {
  const def = SPACE_BY_ID[space];
  const s = board.spaces[space];
  const { edit, errorFor } = useBoardEdit(board, commit);
  const dialog = useRef<HTMLDivElement>(null);
  const isEc = def.kind === "ec";

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[role="spinbutton"], input')?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
    if (e.key !== "Tab" || !dialog.current) return;
    // Keep Tab inside the dialog while it is open (aria-modal).
    const items = [
      ...dialog.current.querySelectorAll<HTMLElement>(
        "button:not([disabled]), [tabindex='0'], input",
      ),
    ];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const setPieces = (kind: PieceKind, value: number) =>
    edit(`pieces.${kind}`, [{ kind: "pieces", space, piece: kind, value }]);
  const cashCount = (h: CashHolder) => s.cash.filter((c) => c === h).length;
  const setCash = (h: CashHolder, n: number) => {
    const others = s.cash.filter((c) => c !== h);
    return edit(`cash.${h}`, [
      { kind: "cash", space, value: [...others, ...Array<CashHolder>(n).fill(h)] },
    ]);
  };
  const holders = CASH_HOLDERS.filter((h) => s.pieces[h] > 0 || cashCount(h) > 0);
  const control = controller(space, s);
  const titleId = `editor-${space}`;

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-stone-950/50 p-2 sm:items-center sm:p-6">
      <button
        type="button"
        aria-label="Close the space editor"
        tabIndex={-1}
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative z-10 w-full max-w-2xl rounded-xl bg-white p-4 shadow-2xl dark:bg-stone-900"
      >
        <div className="mb-3 flex items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="text-xl font-semibold">
              {def.name}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {spaceKindText(def)} ·{" "}
              {isEc
                ? "never Controlled (1.7)"
                : control
                  ? `${FACTION_NAME[control]} Control`
                  : "no Control"}
            </p>
            <p className="text-xs text-stone-600 dark:text-stone-400">
              Adjacent: {def.adjacent.map((a) => SPACE_BY_ID[a].name).join(", ")}
            </p>
          </div>
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            Done
          </button>
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          {FACTIONS.map((f) => (
            <fieldset
              key={f}
              className={`rounded-lg border-l-4 bg-stone-50 p-2 dark:bg-stone-950 ${FACTION_BORDER[f]}`}
            >
              <legend className={headingClass}>{FACTION_NAME[f]}</legend>
              <div className="flex flex-col gap-1.5 text-stone-900 dark:text-stone-100">
                {KINDS_OF[f]
                  .filter((k) => !(isEc && NOT_IN_EC.has(k)))
                  .map((k) => (
                    <Stepper
                      key={k}
                      label={pieceName(k)}
                      value={s.pieces[k]}
                      onChange={(v) => setPieces(k, v)}
                      error={errorFor(`pieces.${k}`)}
                    />
                  ))}
              </div>
            </fieldset>
          ))}

          <fieldset className="rounded-lg bg-stone-50 p-2 dark:bg-stone-950">
            <legend className={headingClass}>Markers</legend>
            <div className="flex flex-col gap-1.5">
              {!isEc && (
                <>
                  <Stepper
                    label="Support"
                    value={s.support}
                    min={-2}
                    max={2}
                    format={(v) => SUPPORT_SHORT[v]}
                    onChange={(v) =>
                      edit("support", [{ kind: "support", space, value: v as SupportLevel }])
                    }
                    error={errorFor("support")}
                  />
                  <Stepper
                    label="Terror"
                    value={s.terror}
                    onChange={(v) => edit("terror", [{ kind: "terror", space, value: v }])}
                    error={errorFor("terror")}
                  />
                </>
              )}
              {isEc && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className={`h-5 w-5 ${focusClass}`}
                    checked={s.sabotage}
                    onChange={(e) =>
                      edit("sabotage", [{ kind: "sabotage", space, value: e.target.checked }])
                    }
                  />
                  Sabotage
                </label>
              )}
              {isEc && errorFor("sabotage") && (
                <p role="alert" className={errorClass}>
                  {errorFor("sabotage")}
                </p>
              )}
            </div>
          </fieldset>

          <fieldset className="rounded-lg bg-stone-50 p-2 dark:bg-stone-950">
            <legend className={headingClass}>Cash (4.5.2)</legend>
            <div className="flex flex-col gap-1.5">
              {holders.length === 0 && (
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  No Guerrilla or cube here to hold Cash.
                </p>
              )}
              {holders.map((h) => (
                <Stepper
                  key={h}
                  label={`Cash held by ${PIECE_LABEL[h].many}`}
                  value={cashCount(h)}
                  onChange={(v) => setCash(h, v)}
                  error={errorFor(`cash.${h}`)}
                />
              ))}
            </div>
          </fieldset>
        </div>
        <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
          On the map: T Troops, P Police, B Bases, g Underground and G Active Guerrillas, C open and
          c closed Casinos. Every change is logged: undo with Ctrl+Z.
        </p>
      </div>
    </div>
  );
}
