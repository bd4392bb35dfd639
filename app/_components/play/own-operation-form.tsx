"use client";
import { useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { type MapClaim, ShowMapContext, useMapClaim } from "@/app/_components/board/map-taps";
import { Checklist } from "@/app/_components/turn/checklist";
import { RuleLink } from "@/app/_components/turn/rule-link";
import {
  BUTTON,
  CHECK_BOX,
  CHECK_ROW,
  INPUT,
  MUTED,
  PANEL,
  PRIMARY,
} from "@/app/_components/turn/styles";
import { focusLost } from "@/app/_components/ui/focus-landing";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { FieldError, Result } from "@/lib/engine/core/result";
import { combineChanges } from "@/lib/engine/cuba/board/combine-changes";
import type { GameState } from "@/lib/engine/cuba/game";
import { previewGrantedAction } from "@/lib/engine/cuba/game/player-grant";
import {
  type OperationDice,
  previewPlayerOperation,
} from "@/lib/engine/cuba/game/player-operation";
import {
  type Launder,
  OPERATION_LABEL,
  OPERATION_RULE,
  type OperationKind,
  type OperationSpace,
  type OwnRemoval,
  type PlayerAction,
  SPECIAL_LABEL,
  type SpecialKind,
  type SpecialSpace,
  specialRule,
} from "@/lib/engine/cuba/player/action";
import { checkPlayerAction } from "@/lib/engine/cuba/player/apply";
import type { GrantStep } from "@/lib/engine/cuba/player/grant-progress";
import { lenderGuerrillas } from "@/lib/engine/cuba/player/operations/lent";
import {
  type Choice,
  kidnapTargets,
  legalOperations,
  legalSpaces,
  legalSpecialSpaces,
  legalSpecials,
  rollsAsked,
} from "@/lib/engine/cuba/player/options";
import { guerrillaKinds } from "@/lib/engine/cuba/player/pieces";
import type { PlayerOptions } from "@/lib/engine/cuba/player/work";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { GarrisonActivations } from "./own-op/activate-field";
import { EntryHead } from "./own-op/entry-head";
import { LaunderField } from "./own-op/launder-field";
import { useMapPreview } from "./own-op/map-preview";
import { actionWords, PreviewToggle, withoutEmptyMoves } from "./own-op/preview-toggle";
import { RemoveOwnField, withoutOwn } from "./own-op/remove-own-field";
import { EntryDetails, OfferedSpaces, SpecialDetails } from "./own-op/space-details";

/** The card actions this form enters (2.3.4): an Operation with or without an SA, or Limited. */
export type OperationAction = "opSA" | "opOnly" | "limOp";

export interface OwnOperationFormProps {
  state: GameState;
  faction: Faction;
  cardAction: OperationAction;
  busy: boolean;
  /** Apply the action as one log entry (the parent adds the note). */
  onApply: (action: PlayerAction, dice?: OperationDice) => void;
  /** The app's next dice for this game (app dice only). */
  onRoll?: (count: number) => Promise<Result<number[]>>;
  /** Take the map's taps and marks (the game screen's MapTapContext when absent). */
  onMapClaim?: (claim: MapClaim | null) => void;
  /**
   * An action an Event granted (5.1; grant-progress.ts): the form is set to it, free, with its
   * limits (spaces, one space, a lone Ambush in the Attack's space) and says them in `words`.
   */
  grant?: { step: GrantStep; words: string };
}

const name = (s: SpaceId) => SPACE_BY_ID[s].name;
const okOnes = <T,>(list: Choice<T>[]) => list.filter((c) => c.ok).map((c) => c.value);
const TRIAL = { dice: Array<number>(12).fill(6), spareDice: true } as const;

/** A field of the record in the player's words: which Operation or SA, in which space. */
export function fieldWords(action: PlayerAction, field: string): string {
  const op = OPERATION_LABEL[action.operation];
  const sa = action.special ? SPECIAL_LABEL[action.special.special] : "Special Activity";
  let m = /^spaces\[(\d+)\]/.exec(field);
  if (m) {
    const s = action.spaces[Number(m[1])];
    return s ? `${op} in ${name(s.space)}` : op;
  }
  m = /^special\.spaces\[(\d+)\]/.exec(field);
  if (m) {
    const s = action.special?.spaces[Number(m[1])];
    return s ? `${sa} in ${name(s.space)}` : sa;
  }
  if (field.startsWith("special")) return sa;
  if (field.startsWith("launder"))
    return action.launder
      ? `Free ${OPERATION_LABEL[action.launder.operation]} (Cash laundered)`
      : op;
  if (field.startsWith("dice")) return "Dice";
  if (field.startsWith("board")) return "The board after it";
  return op;
}

/** Tried on the board with plenty of dice: does the entry's own field have a refusal? */
function entryOk(
  board: GameBoard,
  draft: PlayerAction,
  index: number,
  options: PlayerOptions = {},
): boolean {
  const errors = checkPlayerAction(board, draft, { ...options, ...TRIAL, sequence: false });
  return !errors.some((e) => e.field.startsWith(`spaces[${index}]`));
}

/** The entry a tap adds: the first reading of the space the rules accept, details to follow. */
function firstEntry(
  board: GameBoard,
  draft: PlayerAction,
  space: SpaceId,
  options: PlayerOptions = {},
): OperationSpace {
  const k = guerrillaKinds(draft.faction);
  const n = draft.spaces.length;
  const tries: OperationSpace[] = [];
  // The piece an Event lends (#43) opens a Terror or Attack space with none of the Faction's.
  const lent = lenderGuerrillas(draft.faction, options.lentBy)
    .filter((x) => board.spaces[space].pieces[x] > 0)
    .map((piece) => ({ space, lent: { piece, count: 1 } }));
  switch (draft.operation) {
    case "terror":
    case "attack":
      if (lent.length === 0) return { space };
      tries.push({ space }, ...lent);
      break;
    case "rally":
      if (k)
        tries.push(
          { space, place: [{ piece: k.u, count: 1 }] },
          { space, flip: true },
          { space, base: [{ piece: k.u, count: 2 }] },
        );
      break;
    case "construct":
      tries.push({ space, casino: "place" }, { space, casino: "open" });
      break;
    case "march":
    case "garrison":
    case "sweep":
      return { space, moves: [] };
    default:
      return { space };
  }
  const base = { ...draft, special: undefined };
  return (
    tries.find((t) => entryOk(board, { ...base, spaces: [...draft.spaces, t] }, n, options)) ??
    tries[0] ?? { space }
  );
}

/**
 * The player's own Operation and SA, entered on the map (2.3, 3.0, 4.0): pick an Operation
 * (only the legal ones; a missing one says why), tap its spaces on the map, give each the
 * details it needs (moves by origin and count, pieces placed or removed), then the SA the same
 * way, the dice, and see the checklist before applying it as one entry. Every choice offered is
 * worked out by the engine's own check (lib/engine/cuba/player/options.ts).
 */
export function OwnOperationForm({
  state,
  faction,
  cardAction,
  busy,
  onApply,
  onRoll,
  onMapClaim,
  grant,
}: OwnOperationFormProps) {
  const id = useId();
  const board = state.board;
  const gs = grant?.step;
  // A granted action is free, has no box of its own, and keeps to the Event's terms (5.1.1).
  // #43 Mafia Offensive: the grant lends 1 Syndicate piece (own-op/lent-field.tsx).
  const opts: PlayerOptions = gs
    ? { free: true, sequence: false, grant: gs.terms, ...(gs.lentBy ? { lentBy: gs.lentBy } : {}) }
    : {};
  const limited = cardAction === "limOp" || (!!gs?.oneSpace && !gs.special);
  const [operation, setOperation] = useState<OperationKind | null>(gs?.operation ?? null);
  const [spaces, setSpaces] = useState<OperationSpace[]>([]);
  const [special, setSpecial] = useState<SpecialKind | null>(null);
  const [saSpaces, setSaSpaces] = useState<SpecialSpace[]>([]);
  const [when, setWhen] = useState<"before" | "after">("after");
  const [focus, setFocus] = useState<"op" | "sa">("op");
  // What the last tap did: a refusal is said in the form too, the map's bar says both.
  // The phone shows the map or the form: a button there shows the map to tap on.
  const showMap = useContext(ShowMapContext);
  const [tapNote, setTapNote] = useState<{ text: string; refused: boolean } | null>(null);
  const [dice, setDice] = useState<{ faces: (number | null)[]; source: "app" | "physical" }>({
    faces: [],
    source: "physical",
  });
  const [rollError, setRollError] = useState<string | null>(null);
  const [ticks, setTicks] = useState<boolean[]>([]);
  const [launder, setLaunder] = useState<Launder | null>(null);
  const [removeOwn, setRemoveOwn] = useState<OwnRemoval[]>([]);
  // Where the keyboard goes after a press that takes its own button away (a space added or
  // removed, "Add more spaces"): the first of these selectors found in the form, else its title.
  const formRef = useRef<HTMLElement>(null);
  const landAt = useRef<string[] | null>(null);
  useEffect(() => {
    const wanted = landAt.current;
    if (!wanted) return;
    landAt.current = null;
    const root = formRef.current;
    if (!root || !focusLost()) return;
    const el =
      wanted.map((w) => root.querySelector<HTMLElement>(w)).find((e) => e !== null) ??
      root.querySelector<HTMLElement>("h3");
    if (!el) return;
    if (!el.matches("button, a[href], input, select, textarea, [tabindex]")) el.tabIndex = -1;
    el.focus();
  });
  const land = (...selectors: string[]) => {
    landAt.current = selectors;
  };

  // Own pieces taken off first (1.4.1) may open an Operation (a Rally with none Available).
  // biome-ignore lint/correctness/useExhaustiveDependencies: opts follows from grant
  const operations = useMemo(
    () =>
      legalOperations(withoutOwn(board, removeOwn), faction, limited, opts).filter(
        (o) => !gs?.operation || o.value === gs.operation,
      ),
    [board, faction, limited, removeOwn, grant],
  );
  // A lone granted Ambush is the Attack in its one space (4.3.2, 5.1.1).
  const lone = gs?.special
    ? {
        special: {
          special: gs.special,
          spaces: spaces.slice(0, 1).map((x) => ({ space: x.space })),
        },
      }
    : {};
  const opDraft: PlayerAction | null = operation
    ? {
        faction,
        operation,
        spaces,
        ...(limited ? { limited } : {}),
        ...(removeOwn.length > 0 ? { removeOwn } : {}),
        ...lone,
      }
    : null;
  const action: PlayerAction | null =
    opDraft && special && saSpaces.length > 0
      ? { ...opDraft, special: { special, when, spaces: saSpaces } }
      : opDraft && launder && launder.spaces.length > 0
        ? { ...opDraft, launder }
        : opDraft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opDraft follows from these
  const opSpaces = useMemo(
    () =>
      !opDraft || (gs?.oneSpace && spaces.length > 0) ? [] : legalSpaces(board, opDraft, opts),
    [board, operation, spaces, limited, removeOwn, grant],
  );
  const saAllowed = cardAction !== "opOnly" && !gs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opDraft follows from these
  const specials = useMemo(
    () => (opDraft && saAllowed && spaces.length > 0 ? legalSpecials(board, opDraft) : []),
    [board, operation, spaces, limited, removeOwn, saAllowed],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: opDraft follows from these
  const saSpaceChoices = useMemo(() => {
    if (!opDraft || !special) return [];
    const draft: PlayerAction = { ...opDraft, special: { special, when, spaces: [] } };
    // Every SA is in 1 space but Profit: Cash placed in 1 or 2 (its own section; frame.ts).
    const placing = saSpaces.some((s) => s.cashTo !== undefined);
    const full = special === "profit" ? placing && saSpaces.length >= 2 : saSpaces.length >= 1;
    const fullWhy =
      special === "profit"
        ? "Profit places Cash in 1 or 2 spaces (4.5.1)"
        : `${SPECIAL_LABEL[special]} is in 1 space (${specialRule(special, faction)})`;
    return legalSpecialSpaces(board, draft, special).map((c) =>
      saSpaces.some((s) => s.space === c.value)
        ? { ...c, ok: false, why: "already selected for this Special Activity" }
        : full && c.ok
          ? { ...c, ok: false, why: fullWhy }
          : c,
    );
  }, [board, operation, spaces, limited, removeOwn, special, when, saSpaces]);

  const choices = focus === "sa" ? saSpaceChoices : opSpaces;
  const tap = (space: SpaceId) => {
    const c = choices.find((x) => x.value === space);
    if (!c?.ok) {
      setTapNote({ text: `${name(space)}: ${c?.why ?? "not a choice now"}.`, refused: true });
      return;
    }
    if (focus === "op" && opDraft && operation) {
      setSpaces([...spaces, firstEntry(board, opDraft, space, opts)]);
      setTapNote({
        text: `${name(space)} added to the ${OPERATION_LABEL[operation]}.`,
        refused: false,
      });
    } else if (focus === "sa" && special) {
      const targets = special === "kidnap" ? kidnapTargets(board, space) : [];
      setSaSpaces([...saSpaces, targets.length === 1 ? { space, target: targets[0] } : { space }]);
      setTapNote({
        text: `${name(space)} added to the ${SPECIAL_LABEL[special]}.`,
        refused: false,
      });
    }
  };
  // The dice the action asks for, and the preview once they are all given (keyed by the
  // action's and dice's contents: the objects are new on every render).
  const actionKey = JSON.stringify(action);
  // biome-ignore lint/correctness/useExhaustiveDependencies: action and opts follow from actionKey and grant
  const asked = useMemo(
    () => (action && action.spaces.length > 0 ? rollsAsked(board, action, opts) : []),
    [board, actionKey, grant],
  );
  const faces = asked.map((_, i) => dice.faces[i] ?? null);
  const diceReady = faces.every((f) => f !== null);
  const facesKey = faces.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: action and faces follow from the keys
  const preview = useMemo(() => {
    if (!action || action.spaces.length === 0 || !diceReady) return null;
    return gs
      ? previewGrantedAction(state, action, faces as number[])
      : previewPlayerOperation(state, action, faces as number[]);
  }, [state, actionKey, diceReady, facesKey, gs]);
  const [showPreview, setShowPreview] = useState(true);
  const mapPreview = useMapPreview(
    board,
    preview,
    action ? actionWords(action, faction) : "",
    showPreview,
  );

  const claiming = operation !== null && (focus === "op" || special !== null || !!mapPreview);
  const picking = focus === "op" || special !== null;
  const offered = picking ? (okOnes(choices) as SpaceId[]) : [];
  // What the map says a tap does where the form is out of sight (the phone's map view).
  const part =
    focus === "sa" && special ? SPECIAL_LABEL[special] : operation && OPERATION_LABEL[operation];
  const prompt = !picking
    ? undefined
    : offered.length === 0
      ? `No more spaces for the ${part}.`
      : focus === "sa"
        ? `Tap a marked space for the ${part}.`
        : `Tap a marked space to add it to the ${part}${limited ? " (one space: Limited)" : ""}.`;
  const claim: MapClaim | null = claiming
    ? {
        onTap: tap,
        highlight: offered,
        chosen: (focus === "sa" ? saSpaces : spaces).map((x) => x.space),
        preview: mapPreview,
        prompt,
        note: tapNote?.text ?? null,
      }
    : null;
  useMapClaim(claim, onMapClaim);
  const changes = preview?.ok ? combineChanges(preview.value.changes) : [];
  const errors: FieldError[] = preview && !preview.ok ? preview.errors : [];

  const reset = (op: OperationKind | null) => {
    setOperation(op);
    setSpaces([]);
    setSpecial(null);
    setSaSpaces([]);
    setFocus("op");
    setTapNote(null);
    setDice({ faces: [], source: "physical" });
    setTicks([]);
    setLaunder(null);
  };
  const setEntry = (i: number, entry: OperationSpace) =>
    setSpaces(spaces.map((s, j) => (j === i ? entry : s)));
  const setSaEntry = (i: number, entry: SpecialSpace) =>
    setSaSpaces(saSpaces.map((s, j) => (j === i ? entry : s)));

  const roll = async () => {
    if (!onRoll) return;
    const r = await onRoll(asked.length);
    if (r.ok) {
      setRollError(null);
      setDice({ faces: r.value, source: "app" });
    } else setRollError(r.errors.map((e) => e.reason).join("; "));
  };

  return (
    <section
      ref={formRef}
      aria-labelledby={`${id}-h`}
      className={`${PANEL} space-y-3`}
      data-own-operation=""
    >
      <h3 id={`${id}-h`} className="text-base font-semibold">
        {grant
          ? `Granted by the Event: ${grant.words}`
          : `Enter your ${limited ? "Limited Operation" : "Operation"} on the map`}{" "}
        <RuleLink rule={grant ? "5.1" : "3.0"} />
      </h3>

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Operation</legend>
        <div className="flex flex-wrap gap-2">
          {operations.map((o) => (
            <button
              key={o.value}
              type="button"
              className={operation === o.value ? PRIMARY : BUTTON}
              aria-pressed={operation === o.value}
              disabled={!o.ok || busy}
              onClick={() => reset(o.value === operation ? null : o.value)}
            >
              {OPERATION_LABEL[o.value]}
            </button>
          ))}
        </div>
        {operations.some((o) => !o.ok) && (
          <ul className={`text-sm ${MUTED}`} aria-label="Operations not offered">
            {operations
              .filter((o) => !o.ok)
              .map((o) => (
                <li key={o.value}>
                  {OPERATION_LABEL[o.value]}: {o.why}
                </li>
              ))}
          </ul>
        )}
        <RemoveOwnField board={board} faction={faction} value={removeOwn} onChange={setRemoveOwn} />
      </fieldset>

      {operation && (
        <div className="space-y-2">
          <p
            className="text-sm"
            data-claim-return={focus === "op" && spaces.length === 0 ? "" : undefined}
          >
            {focus === "op" ? (
              <>
                Tap a marked space on the map to add it to the {OPERATION_LABEL[operation]}{" "}
                <RuleLink rule={OPERATION_RULE[operation]} />
                {limited ? " (one space: Limited, 2.3.5)" : ""}.
              </>
            ) : (
              <button
                type="button"
                className={BUTTON}
                data-more="op"
                onClick={() => {
                  land(FIRST_ADD);
                  setFocus("op");
                  setTapNote(null);
                }}
              >
                Add more {OPERATION_LABEL[operation]} spaces
              </button>
            )}
          </p>
          {focus === "op" && showMap && (
            <button type="button" className={BUTTON} onClick={showMap}>
              Show the map
            </button>
          )}
          {focus === "op" && (
            <OfferedSpaces
              choices={opSpaces}
              label={OPERATION_LABEL[operation]}
              onPick={(space) => {
                land(entryTitle("op", space));
                tap(space);
              }}
            />
          )}
          {tapNote?.refused && (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
              {tapNote.text}
            </p>
          )}
          <ol className="space-y-2" aria-label={`${OPERATION_LABEL[operation]} spaces`}>
            {spaces.map((entry, i) => (
              <li
                key={entry.space}
                className="rounded-md border border-stone-300 p-2 dark:border-stone-600"
              >
                <EntryHead
                  part="op"
                  space={entry.space}
                  title={`${OPERATION_LABEL[operation]} in ${name(entry.space)}`}
                  returnHere={focus === "op" && i === spaces.length - 1}
                  onRemove={() => {
                    land(addButton(entry.space), MORE_OP, FIRST_ADD);
                    setSpaces(spaces.filter((_, j) => j !== i));
                    setTapNote(null);
                  }}
                />
                <EntryDetails
                  board={board}
                  draft={opDraft as PlayerAction}
                  index={i}
                  options={opts}
                  onChange={(e) => setEntry(i, e)}
                />
              </li>
            ))}
          </ol>
          {operation === "garrison" && opDraft && (
            <GarrisonActivations board={board} draft={opDraft} onChange={setSpaces} />
          )}
        </div>
      )}

      {operation && spaces.length > 0 && saAllowed && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">
            Special Activity <RuleLink rule="4.1" />
          </legend>
          <div className="flex flex-wrap gap-2">
            {specials.map((s) => (
              <button
                key={s.value}
                type="button"
                className={special === s.value ? PRIMARY : BUTTON}
                aria-pressed={special === s.value}
                disabled={!s.ok || busy}
                onClick={() => {
                  setSpecial(special === s.value ? null : s.value);
                  setSaSpaces([]);
                  setFocus(special === s.value ? "op" : "sa");
                  setTapNote(null);
                }}
              >
                {SPECIAL_LABEL[s.value]}
              </button>
            ))}
          </div>
          {specials.some((s) => !s.ok) && (
            <ul className={`text-sm ${MUTED}`} aria-label="Special Activities not offered">
              {specials
                .filter((s) => !s.ok)
                .map((s) => (
                  <li key={s.value}>
                    {SPECIAL_LABEL[s.value]}: {s.why}
                  </li>
                ))}
            </ul>
          )}
          {special && (
            <div className="space-y-2">
              {focus === "sa" ? (
                <p className="text-sm" data-claim-return={saSpaces.length === 0 ? "" : undefined}>
                  Tap a marked space on the map for the {SPECIAL_LABEL[special]}{" "}
                  <RuleLink rule={specialRule(special, faction)} />.
                </p>
              ) : (
                <button
                  type="button"
                  className={BUTTON}
                  data-more="sa"
                  onClick={() => {
                    land(FIRST_ADD);
                    setFocus("sa");
                    setTapNote(null);
                  }}
                >
                  Add {SPECIAL_LABEL[special]} spaces
                </button>
              )}
              {focus === "sa" && showMap && (
                <button type="button" className={BUTTON} onClick={showMap}>
                  Show the map
                </button>
              )}
              {focus === "sa" && (
                <OfferedSpaces
                  choices={saSpaceChoices}
                  label={SPECIAL_LABEL[special]}
                  onPick={(space) => {
                    land(entryTitle("sa", space));
                    tap(space);
                  }}
                />
              )}
              {special !== "ambush" && (
                <label className={`${CHECK_ROW} text-sm`}>
                  <input
                    type="checkbox"
                    className={CHECK_BOX}
                    checked={when === "before"}
                    onChange={(e) => setWhen(e.target.checked ? "before" : "after")}
                  />
                  Before the Operation (else after it, 4.1)
                </label>
              )}
              <ol className="space-y-2" aria-label={`${SPECIAL_LABEL[special]} spaces`}>
                {saSpaces.map((entry, i) => (
                  <li
                    key={entry.space}
                    className="rounded-md border border-stone-300 p-2 dark:border-stone-600"
                  >
                    <EntryHead
                      part="sa"
                      space={entry.space}
                      title={`${SPECIAL_LABEL[special]} in ${name(entry.space)}`}
                      returnHere={focus === "sa" && i === saSpaces.length - 1}
                      onRemove={() => {
                        land(addButton(entry.space), MORE_SA, FIRST_ADD);
                        setSaSpaces(saSpaces.filter((_, j) => j !== i));
                        setTapNote(null);
                      }}
                    />
                    <SpecialDetails
                      board={board}
                      faction={faction}
                      special={special}
                      entry={entry}
                      onChange={(e) => setSaEntry(i, e)}
                      action={action}
                      index={i}
                    />
                  </li>
                ))}
              </ol>
            </div>
          )}
        </fieldset>
      )}

      {opDraft && spaces.length > 0 && !limited && (
        <LaunderField
          board={board}
          action={special && saSpaces.length > 0 ? (action as PlayerAction) : opDraft}
          launder={launder}
          onChange={setLaunder}
          renderEntry={(b, d, i, change) => (
            <EntryDetails board={b} draft={d} index={i} onChange={change} />
          )}
        />
      )}

      {asked.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Dice</legend>
          {onRoll && (
            <button type="button" className={BUTTON} onClick={() => void roll()} disabled={busy}>
              Roll for me ({asked.length} {asked.length === 1 ? "die" : "dice"})
            </button>
          )}
          {rollError && <p className="text-sm text-red-700 dark:text-red-400">{rollError}</p>}
          {asked.map((a, i) => (
            <label key={`${a.field}:${a.purpose}`} className="flex items-center gap-2 text-sm">
              Die for {a.purpose}
              <input
                className={`${INPUT} w-16`}
                inputMode="numeric"
                value={faces[i] ?? ""}
                onChange={(e) => {
                  const v = Number(e.target.value);
                  const next = [...faces];
                  next[i] = Number.isInteger(v) && v >= 1 && v <= 6 ? v : null;
                  setDice({ faces: next, source: "physical" });
                }}
              />
            </label>
          ))}
        </fieldset>
      )}

      {action && action.spaces.length > 0 && (
        <div className="space-y-2">
          {errors.length > 0 && (
            <ul role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.map((e) => (
                <li key={`${e.field}:${e.reason}`}>
                  {fieldWords(action, e.field)}: {e.reason}
                </li>
              ))}
            </ul>
          )}
          {!diceReady && <p className={`text-sm ${MUTED}`}>Give the dice to see the result.</p>}
          {preview?.ok && (
            <>
              <PreviewToggle
                shown={showPreview}
                changed={mapPreview?.changed ?? []}
                onChange={setShowPreview}
              />
              <Checklist
                changes={changes}
                done={ticks}
                onToggle={(i) => {
                  const t = [...ticks];
                  t[i] = !t[i];
                  setTicks(t);
                }}
                title="At the table"
              />
              <button
                type="button"
                className={PRIMARY}
                disabled={busy}
                onClick={() =>
                  onApply(
                    withoutEmptyMoves(action),
                    asked.length > 0
                      ? { faces: faces as number[], source: dice.source }
                      : undefined,
                  )
                }
              >
                Apply{" "}
                {gs
                  ? `the free ${gs.special ? SPECIAL_LABEL[gs.special] : OPERATION_LABEL[action.operation]} for ${FACTION_NAME[faction]}`
                  : actionWords(action, faction)}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** Where focus may land in the form (selectors): a space's entry, a "+ space" button, "Add more". */
const entryTitle = (kind: "op" | "sa", space: SpaceId) => `[data-entry-title="${kind}:${space}"]`;
const addButton = (space: SpaceId) => `[data-add="${space}"]`;
const FIRST_ADD = "[data-add]";
const MORE_OP = '[data-more="op"]';
const MORE_SA = '[data-more="sa"]';
