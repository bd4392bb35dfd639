"use client";
import { useEffect, useId, useState } from "react";
import { ChoiceButtons } from "@/app/_components/turn/choice-buttons";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { INPUT, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { cardTitle, eventCard, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError, Result } from "@/lib/engine/core/result";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import type { GameState } from "@/lib/engine/cuba/game";
import type { OperationDice } from "@/lib/engine/cuba/game/player-operation";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { sequenceOptions } from "@/lib/engine/cuba/player/sequence";
import type { CardAction, EventSide, Faction } from "@/lib/engine/cuba/types";
import { eventEligibilityText } from "@/lib/ui/eligibility-text";
import { ACTION_LABEL, SIDE_LABEL } from "@/lib/ui/labels";
import { focusLost } from "../ui/focus-landing";
import { lazyPanel } from "../ui/lazy-panel";

// The Event programs load when the player records an Event, not with the game screen.
const OwnEventPanel = lazyPanel(
  () => import("./own-event-panel").then((m) => m.OwnEventPanel),
  () => <p className="text-sm">Loading the Event…</p>,
);

// The Operation form and the engine's player rules load when the player picks an Operation.
const OwnOperationForm = lazyPanel(
  () => import("./own-operation-form").then((m) => m.OwnOperationForm),
  () => <p className="text-sm">Loading the Operation form…</p>,
);

const SIDE_OPTIONS = [
  { value: "unshaded", label: "Unshaded" },
  { value: "shaded", label: "Shaded" },
] as const satisfies readonly { value: EventSide; label: string }[];

const LABEL = ACTION_LABEL;

/** The order the options are offered in. */
const OFFERED: readonly CardAction[] = ["event", "opSA", "opOnly", "limOp", "pass"];

/**
 * The options the Eligible Faction has on this card (2.3.4, 2.3.9: `sequenceOptions`), or why it
 * has none (not the next Eligible Faction: the board was edited meanwhile).
 */
function playerOptions(
  state: GameState,
  faction: Faction,
): { actions: CardAction[]; why?: string } {
  const s = sequenceOptions(state.board, faction);
  return s.ok
    ? { actions: OFFERED.filter((a) => s.actions.includes(a)) }
    : { actions: [], why: s.why };
}

/**
 * The player's own turn: make the changes on the table and in the map (tap a space to edit it),
 * then record what the Faction did so Eligibility and the NP choices stay right (2.3). For an
 * Event the app can carry out, "Apply this Event for me" asks the player's choices and applies
 * the whole Event as one log entry (5.1); recording it after editing by hand stays possible.
 */
export function PlayerActionForm({
  state,
  faction,
  position,
  busy,
  onRecord,
  onApply,
  onApplyOperation,
  onRollOperation,
}: {
  state: GameState;
  faction: Faction;
  position: 1 | 2;
  busy: boolean;
  onRecord: (action: CardAction, note: string, side?: EventSide) => void;
  /** The app applies the Event from the player's answers (one log entry). */
  onApply?: (side: EventSide, answers: PlayerAnswer[], note: string) => void;
  /** The app checks and applies the player's own Operation and SA (one log entry). */
  onApplyOperation?: (action: PlayerAction, dice: OperationDice | undefined, note: string) => void;
  /** The app's dice for the Operation (app dice only). */
  onRollOperation?: (count: number) => Promise<Result<number[]>>;
}) {
  const id = useId();
  // Shown after a press that took its button away (the cards entered, a turn confirmed), this
  // form may load after the play panel looked for where focus goes: the keyboard comes to its
  // title, not to the page or a panel below it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    if (!focusLost()) return;
    const title = document.getElementById(`${id}-h`);
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, []);
  const { actions: options, why: noOptions } = playerOptions(state, faction);
  const [action, setAction] = useState<CardAction | null>(null);
  const [picked, setSide] = useState<EventSide | null>(null);
  const [note, setNote] = useState("");
  const [applying, setApplying] = useState(false);
  // The Operation entered on the map (the default), or recorded by hand with a note.
  const [byHand, setByHand] = useState(false);
  const operating = action === "opSA" || action === "opOnly" || action === "limOp";
  const guided = operating && onApplyOperation !== undefined && !byHand;
  const card = state.board.currentCard;
  const cardNo = card !== null && !isPropaganda(card) ? card : null;
  // A card with one text only counts as its unshaded side (5.2), so nothing to ask.
  const single = cardNo !== null && eventCard(cardNo)?.single === true;
  const side: EventSide | null = single ? "unshaded" : picked;
  // An Event needs its side: some sides change Eligibility at the end of the card (2.3.7).
  const ready = action !== null && (action !== "event" || side !== null);
  // Can the app carry this side out? If not, the engine says so in the player's words.
  const cannot = useCannotApply(
    action === "event" && side && cardNo !== null && onApply ? { state, faction, side } : null,
  );
  const effects =
    action === "event" && side && cardNo !== null
      ? eventEligibilityText(cardNo, side, faction)
      : [];
  return (
    <form
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        if (action === "event" && side) onRecord(action, note, side);
        else onRecord(action, note);
      }}
      className="mt-1 space-y-2"
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Your turn: {FACTION_NAME[faction]}, {position === 1 ? "1st" : "2nd"} Eligible{" "}
        <RuleLink rule="2.3" />
      </h2>
      <p className={`text-sm ${MUTED}`}>
        Play your action at the table and update the map (tap a space to edit it). Then record what
        you did: a Pass gives you Resources (+3 Government, +1 Insurgents).
      </p>
      {noOptions && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Nothing to record now: {noOptions}.
        </p>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">What {FACTION_NAME[faction]} did</legend>
        <ChoiceButtons
          name={`${id}-action`}
          options={options.map((o) => ({ value: o, label: LABEL[o] }))}
          value={action}
          onChange={setAction}
        />
      </fieldset>
      {action === "event" && (
        <fieldset className="space-y-1">
          <legend className="text-sm">
            {single
              ? `#${cardNo} ${cardTitle(cardNo ?? 0)} has one text only.`
              : `Which side of ${cardNo !== null ? `#${cardNo} ${cardTitle(cardNo)}` : "the Event"} did you play?`}{" "}
            <RuleLink rule="5.2" />
          </legend>
          {!single && (
            <div className="flex flex-wrap gap-2">
              <ChoiceButtons
                name={`${id}-side`}
                options={SIDE_OPTIONS}
                value={side}
                onChange={setSide}
              />
            </div>
          )}
          {side && (
            <p className={`text-sm ${MUTED}`} aria-live="polite">
              {effects.length
                ? `${effects.join("; ")}: the app moves the cylinders when the next card is played (2.3.7).`
                : "No effect on Eligibility: you become Ineligible for the next card (2.3.7)."}
            </p>
          )}
        </fieldset>
      )}
      {action === "event" && cardNo !== null && side && onApply && (
        <div className="space-y-1">
          {cannot ? (
            <p className={`text-sm ${MUTED}`}>{cannot.reason}.</p>
          ) : applying ? (
            <OwnEventPanel
              key={side}
              state={state}
              faction={faction}
              side={side}
              busy={busy}
              onApply={(answers) => onApply(side, answers, note)}
              onClose={() => setApplying(false)}
            />
          ) : (
            <>
              <button type="button" className={PRIMARY} onClick={() => setApplying(true)}>
                Apply this Event for me
              </button>
              <p className={`text-sm ${MUTED}`}>
                Or apply it yourself at the table and in the map, then record it below.
              </p>
            </>
          )}
        </div>
      )}
      {operating && onApplyOperation && !byHand && (
        <OwnOperationForm
          key={action}
          state={state}
          faction={faction}
          cardAction={action}
          busy={busy}
          onApply={(a, dice) => onApplyOperation(a, dice, note)}
          {...(onRollOperation && state.setup.dice === "app" ? { onRoll: onRollOperation } : {})}
        />
      )}
      {operating && onApplyOperation && (
        <p className={`text-sm ${MUTED}`}>
          {byHand ? (
            <>Make the changes in the board editor (tap a space), then record the action below. </>
          ) : (
            <>
              Something the form cannot express? Record it yourself: the board editor stays for
              corrections and anything else.{" "}
            </>
          )}
          <button type="button" className="underline" onClick={() => setByHand(!byHand)}>
            {byHand ? "Enter it on the map instead" : "I'll record it myself"}
          </button>
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm">
        Note for the log (optional)
        <input
          className={INPUT}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="e.g. Rally in Oriente and Las Villas"
        />
      </label>
      {!guided && (
        <button type="submit" className={PRIMARY} disabled={busy || !ready}>
          Record {action ? LABEL[action] : "the action"}
          {action === "event" && side && !single ? ` (${SIDE_LABEL[side]})` : ""}
        </button>
      )}
    </form>
  );
}

/** Why the app cannot carry out this side itself, if so (the programs load on demand). */
function useCannotApply(
  q: { state: GameState; faction: Faction; side: EventSide } | null,
): FieldError | undefined {
  const [cannot, setCannot] = useState<FieldError | undefined>(undefined);
  const state = q?.state;
  const faction = q?.faction;
  const side = q?.side;
  useEffect(() => {
    let live = true;
    if (!state || !faction || !side) {
      setCannot(undefined);
      return;
    }
    void import("@/lib/engine/cuba/game/player-event").then(({ previewPlayerEvent }) => {
      if (!live) return;
      const r = previewPlayerEvent(state, faction, side, []);
      setCannot(r.kind === "error" ? r.errors.find((e) => e.field === "program") : undefined);
    });
    return () => {
      live = false;
    };
  }, [state, faction, side]);
  return cannot;
}
