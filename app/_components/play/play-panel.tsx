"use client";
import { useMemo } from "react";
import type { GameEntry, GameState } from "@/lib/engine/cuba/game";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { nextStep, type TurnView } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  beginPropaganda,
  type CalixtoDB,
  cancelTurn,
  confirmTurn,
  editBoard,
  giveInput,
  nextCard,
  overrideDecision,
  recordPlayerAction,
} from "@/lib/persistence";
import { NextStepPanel } from "./next-step-panel";
import { TurnWorkspace } from "./turn-workspace";
import { usePlayCommand } from "./use-play";

export interface PlayPanelProps {
  db: CalixtoDB;
  gameId: string;
  entries: readonly GameEntry[];
  state: GameState;
  view: TurnView | null;
  onState: (s: GameState) => void;
  onHighlight: (spaces: SpaceId[]) => void;
}

/** The key of the turn in progress: the log position of its start. */
function turnKey(entries: readonly GameEntry[], state: GameState): string {
  const begins = entries.filter((e) => e.type === "turn.begin" && state.effective.includes(e.seq));
  return String(begins.at(-1)?.seq ?? 0);
}

/** The play tab: what comes next at the table, or the turn in progress. */
export function PlayPanel({
  db,
  gameId,
  entries,
  state,
  view,
  onState,
  onHighlight,
}: PlayPanelProps) {
  const { run, error, busy } = usePlayCommand(onState);
  const next = useMemo(() => nextStep(state), [state]);
  if (view) {
    return (
      <TurnWorkspace
        db={db}
        gameId={gameId}
        state={state}
        view={view}
        turnKey={turnKey(entries, state)}
        busy={busy}
        error={error}
        give={(e) => void run(() => giveInput(db, gameId, e))}
        appAnswer={() => void run(() => appRollInput(db, gameId))}
        onOverride={(decision, value, reason) =>
          void run(() => overrideDecision(db, gameId, decision, value, reason))
        }
        onConfirm={() => void run(() => confirmTurn(db, gameId))}
        onCancel={() => {
          if (
            window.confirm(
              "Cancel this turn? Its inputs stay in the log and Undo brings them back.",
            )
          )
            void run(() => cancelTurn(db, gameId));
        }}
        onHighlight={onHighlight}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <NextStepPanel
        state={state}
        next={next}
        busy={busy}
        onBeginNp={() => void run(() => beginNpTurn(db, gameId))}
        onBeginPropaganda={() => void run(() => beginPropaganda(db, gameId))}
        onNextCard={(revealed) => void run(() => nextCard(db, gameId, revealed))}
        onPlayerAction={(action, note, side) =>
          next.kind === "player" &&
          void run(() => recordPlayerAction(db, gameId, next.faction, action, [], note, side))
        }
        onSetCard={(which, card) =>
          void run(() => editBoard(db, gameId, [{ kind: which, value: card }]))
        }
      />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
