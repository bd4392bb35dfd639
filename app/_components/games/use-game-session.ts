"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AnyActorRef, type AnyStateMachine, createActor } from "xstate";
import {
  automaticInput,
  GAME_ADAPTERS,
  type InputPayload,
  personSeats,
  type ReplayedStep,
  replay,
  type SessionSetup,
  undoCount,
} from "@/lib/engine/cardgames/session";
import type {
  BaseEvent,
  BaseMove,
  GameId,
  Input,
  Pending,
} from "@/lib/engine/cardgames/shared/types";
import type { FieldError } from "@/lib/engine/core/result";
import { getCastroMachine, killRasputinMachine, sanJuanMachine } from "@/lib/machines/cardgames";
import {
  appendInputs,
  appendMeta,
  type CardGameRecord,
  cardGamesDb,
  loadGame,
} from "@/lib/persistence/cardgames";
import { BOT_SPEEDS, type BotSpeed } from "./bot-speed";
import { appMayPlay, handOver, type Notice, noticeFor } from "./hand-over";
import { quickPass } from "./quick-play";

const MACHINES: Record<GameId, AnyStateMachine> = {
  "get-castro": getCastroMachine,
  "kill-rasputin": killRasputinMachine,
  "san-juan": sanJuanMachine,
};

type Step = ReplayedStep<BaseMove, BaseEvent>;

export interface GameSession {
  status: "loading" | "missing" | "broken" | "ready";
  problem: string | null;
  record: CardGameRecord | null;
  setup: SessionSetup | null;
  state: unknown;
  steps: Step[];
  pending: Pending | null;
  /** The machine's state, e.g. "foil.offering". */
  phasePath: string;
  /** Why the person's last choice was refused. */
  refused: FieldError[] | null;
  /** The seat whose eyes the screen is for (null: nobody's, e.g. all bots or before a hand-over). */
  viewer: number | null;
  /** Hot-seat: the person the device must be passed to before their private view is shown. */
  passTo: number | null;
  confirmPass: () => void;
  /** Hot-seat: what the person holding the device must read before it moves on. */
  notice: Notice | null;
  closeNotice: () => void;
  /** The person at the screen chooses a move. */
  choose: (move: BaseMove) => void;
  canUndo: boolean;
  undo: () => void;
  saveError: string | null;
}

const flatPath = (v: unknown): string =>
  typeof v === "string"
    ? v
    : Object.entries(v as Record<string, unknown>)
        .map(([k, c]) => `${k}.${flatPath(c)}`)
        .join(",");

function summaryOf(
  setup: SessionSetup,
  state: unknown,
  pending: Pending,
): { status: "playing" | "over"; summary: string } {
  const s = state as {
    result?: { kind: string; winner?: number } | null;
    turn?: number;
    hand?: number;
  };
  if (pending.kind !== "over")
    return { status: "playing", summary: s.hand ? `Hand ${s.hand} of 8` : `Turn ${s.turn ?? 0}` };
  const r = s.result;
  if (r?.kind === "killed" && r.winner !== undefined)
    return { status: "over", summary: `${setup.seats[r.winner]?.name} won` };
  if (r?.kind === "survived") return { status: "over", summary: "Castro survived" };
  if (r?.kind === "american" || r?.kind === "spanish")
    return { status: "over", summary: `${r.kind === "american" ? "American" : "Spanish"} victory` };
  return { status: "over", summary: "Historical draw" };
}

/**
 * One saved game in the browser: load its log from Dexie, rebuild it, run its machine, make the
 * bots' moves and the app's rolls after a short delay, save every accepted input, and offer
 * undo under the session rule. The machine snapshot is never saved: reloading replays the log.
 */
export function useGameSession(id: string, speed: BotSpeed, quickPlay = false): GameSession {
  const [loaded, setLoaded] = useState<{
    record: CardGameRecord;
    setup: SessionSetup;
    state: unknown;
    steps: Step[];
  } | null>(null);
  const [status, setStatus] = useState<GameSession["status"]>("loading");
  const [problem, setProblem] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [snapshot, setSnapshot] = useState<{
    state: unknown;
    path: string;
    error: FieldError[] | null;
  } | null>(null);
  const [steps, setSteps] = useState<Step[]>([]);
  const [viewer, setViewer] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const actorRef = useRef<AnyActorRef | null>(null);
  const meta = useRef<Omit<InputPayload, "input">>({ by: "app" });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // Load (again after an undo) and rebuild from the log.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation forces a reload after undo
  useEffect(() => {
    let live = true;
    setStatus("loading");
    queue.current
      .then(() => loadGame(cardGamesDb(), id))
      .then((found) => {
        if (!live) return;
        if (!found) {
          setStatus("missing");
          return;
        }
        const r = replay(found.entries);
        if (!r.ok) {
          setProblem(r.errors.map((e) => `${e.field}: ${e.reason}`).join("; "));
          setStatus("broken");
          return;
        }
        setLoaded({
          record: found.record,
          setup: r.value.setup,
          state: r.value.state,
          steps: r.value.steps,
        });
        setSteps(r.value.steps);
        setStatus("ready");
      });
    return () => {
      live = false;
    };
  }, [id, generation]);

  // Start a fresh actor on the rebuilt state; save what it accepts.
  useEffect(() => {
    if (!loaded) return;
    const { setup } = loaded;
    const actor = createActor(MACHINES[setup.game], { input: { state: loaded.state } });
    const sub = actor.subscribe((snap) =>
      setSnapshot({
        state: snap.context.state,
        path: flatPath(snap.value),
        error: snap.context.error,
      }),
    );
    actor.on("input.accepted", (e: { input: Input<BaseMove>; events: BaseEvent[] }) => {
      const payload: InputPayload = { ...meta.current, input: e.input };
      const snap = actor.getSnapshot();
      const pending = GAME_ADAPTERS[setup.game].engine.pending(snap.context.state);
      const { status: st, summary } = summaryOf(setup, snap.context.state, pending);
      const names = setup.seats.map((x) => x.name);
      const told = noticeFor(setup.game, e.events, pending, personSeats(setup), (ev, v) =>
        GAME_ADAPTERS[setup.game].describe(ev, v, names),
      );
      if (told) setNotice(told);
      setSteps((prev) => [
        ...prev,
        { ...(payload as InputPayload<BaseMove>), seq: -1, events: e.events },
      ]);
      queue.current = queue.current
        .then(() =>
          appendInputs(cardGamesDb(), loaded.record.id, [payload], {
            status: st,
            summary,
            now: Date.now(),
          }),
        )
        .catch((err: unknown) => setSaveError(err instanceof Error ? err.message : String(err)));
    });
    actor.start();
    actorRef.current = actor;
    return () => {
      sub.unsubscribe();
      actor.stop();
      actorRef.current = null;
    };
  }, [loaded]);

  const setup = loaded?.setup ?? null;
  const state = snapshot?.state ?? loaded?.state;
  const adapter = setup ? GAME_ADAPTERS[setup.game] : null;
  const pending = useMemo(
    () => (adapter && state ? adapter.engine.pending(state) : null),
    [adapter, state],
  );
  const people = useMemo(() => (setup ? personSeats(setup) : []), [setup]);

  // Hot-seat: a person must take the device before their own view is shown.
  const decider = pending?.kind === "decide" && people.includes(pending.seat) ? pending.seat : null;
  const hand = handOver({ people, decider, viewer, notice });
  const passTo = hand.passTo;
  const shownViewer = hand.viewer;

  // The app's own inputs: bots' moves and chance, one at a time, after the chosen delay. They
  // wait while the device is being handed over or a private notice is read, so nothing moves
  // behind the hand-over screen (U2).
  const paused = !appMayPlay(hand);
  useEffect(() => {
    if (!setup || !state || status !== "ready" || paused) return;
    const next = automaticInput(setup, state) ?? (quickPlay ? quickPass(setup, state) : null);
    if (!next) return;
    const isShuffle = pending?.kind === "chance" && pending.request.kind === "shuffle";
    const delay = isShuffle ? 0 : BOT_SPEEDS[speed];
    const timer = setTimeout(() => {
      const actor = actorRef.current;
      if (!actor) return;
      meta.current = { by: next.by, seat: next.seat, why: next.why };
      actor.send(
        next.input.type === "chance"
          ? { type: "chance.resolved", input: next.input }
          : { type: "move.chosen", move: next.input },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [setup, state, status, speed, pending, paused, quickPlay]);

  const choose = useCallback((move: BaseMove) => {
    const actor = actorRef.current;
    if (!actor) return;
    meta.current = { by: "person", seat: move.seat };
    setNotice(null);
    actor.send({ type: "move.chosen", move });
  }, []);

  const undoable = setup ? undoCount(setup, steps, shownViewer) : null;
  const undo = useCallback(() => {
    if (!loaded || undoable === null) return;
    queue.current = queue.current
      .then(() => appendMeta(cardGamesDb(), loaded.record.id, "undo", undoable, Date.now()))
      .catch((err: unknown) => setSaveError(err instanceof Error ? err.message : String(err)));
    setSnapshot(null);
    setLoaded(null);
    setGeneration((g) => g + 1);
  }, [loaded, undoable]);

  return {
    status,
    problem,
    record: loaded?.record ?? null,
    setup,
    state,
    steps,
    pending,
    phasePath: snapshot?.path ?? "",
    refused: snapshot?.error ?? null,
    viewer: shownViewer,
    passTo,
    confirmPass: () => passTo !== null && setViewer(passTo),
    notice: hand.notice,
    closeNotice: () => setNotice(null),
    choose,
    canUndo: undoable !== null && status === "ready",
    undo,
    saveError,
  };
}
