"use client";
import { useMemo } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, MUTED, PANEL } from "@/app/_components/turn/styles";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { Result } from "@/lib/engine/core/result";
import { actionWords } from "@/lib/engine/cuba/calixto/action-words";
import type { GameState } from "@/lib/engine/cuba/game";
import type { OperationDice } from "@/lib/engine/cuba/game/player-operation";
import { grantProgressOf } from "@/lib/engine/cuba/game/turns";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { grantStep, grantWords } from "@/lib/engine/cuba/player/grant-progress";
import type { Faction } from "@/lib/engine/cuba/types";
import { lazyPanel } from "../ui/lazy-panel";

// The Operation form and the engine's player rules load with the granted action.
const OwnOperationForm = lazyPanel(
  () => import("./own-operation-form").then((m) => m.OwnOperationForm),
  () => <p className="text-sm">Loading the Operation form…</p>,
);

/**
 * The action the player's Event granted, due before anything else on the card (5.1): what the
 * Event allows in words ("Free March, then Rally in one March destination"), the guided form set
 * to the action due now and its limits (free, the spaces it allows, one space), and Decline.
 * What is due comes from the game log, so a reload opens the same step.
 */
export function GrantPanel({
  state,
  faction,
  busy,
  onApply,
  onDecline,
  onRoll,
}: {
  state: GameState;
  faction: Faction;
  busy: boolean;
  onApply: (action: PlayerAction, dice: OperationDice | undefined) => void;
  onDecline: () => void;
  onRoll?: (count: number) => Promise<Result<number[]>>;
}) {
  const progress = grantProgressOf(state);
  const step = useMemo(() => (progress ? grantStep(progress) : null), [progress]);
  if (!progress || !step) return null;
  const words = grantWords(progress.grant);
  const now = progress.grant.actions[progress.step];
  const card = state.board.currentCard;
  const later = progress.grant.actions.slice(progress.step + 1);
  return (
    <section className={`${PANEL} space-y-2`} aria-label="Granted by your Event">
      <p className={`text-sm ${MUTED}`}>
        {card === null ? "" : `#${card} ${cardTitle(card)}: `}your Event allows{" "}
        {FACTION_NAME[faction]} this, before the card goes on. <RuleLink rule="5.1" />
      </p>
      <p className="font-medium">{words}</p>
      <p className="text-sm">
        Now: the free {actionWords(now)}
        {step.oneSpace ? ", in one space" : ""}
        {step.spaces
          ? ` (only ${step.spaces.length === 1 ? "in" : "among"} the spaces marked)`
          : ""}
        {later.length ? `; then the ${later.map(actionWords).join(", then the ")}` : ""}. No
        Resources are paid and no Sequence of Play box is filled (the Event took it).
      </p>
      {progress.grant.note ? (
        <p className="text-sm" data-testid="grant-note">
          The Event's terms: {progress.grant.note}.
        </p>
      ) : null}
      {step.lentBy ? (
        // #43 Mafia Offensive lends 1 Syndicate piece for this LimOp (own-op/lent-field.tsx).
        <p role="note" className="text-sm">
          The Event lends you 1 {FACTION_NAME[step.lentBy]} piece as your own: the form offers it
          where your Operation may use it, at most one. It stays a {FACTION_NAME[step.lentBy]} piece
          on the map. <RuleLink rule="5.1.1" />
        </p>
      ) : null}
      <OwnOperationForm
        key={`${progress.step}:${progress.acted.join(",")}`}
        state={state}
        faction={faction}
        cardAction={step.anyLimited ? "limOp" : "opOnly"}
        busy={busy}
        onApply={onApply}
        grant={{ step, words }}
        {...(onRoll && state.setup.dice === "app" ? { onRoll } : {})}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON} disabled={busy} onClick={onDecline}>
          Decline the {actionWords(now)}
          {later.length ? ` and the ${later.map(actionWords).join(" and the ")}` : ""}
        </button>
        <span className={`text-sm ${MUTED}`}>The Event allows it; you need not do it.</span>
      </div>
    </section>
  );
}
