import type { BaseEvent } from "../shared/types";
import type { Battle, SideIndex, SjResult } from "./state";

export type SjEvent = BaseEvent &
  (
    | { kind: "shuffled"; side: SideIndex; size: number; reshuffle: boolean }
    | { kind: "handStarted"; hand: number }
    | { kind: "drew"; side: SideIndex; cards: number[] }
    | { kind: "drawLost"; side: SideIndex }
    | { kind: "reserve"; side: SideIndex; cards: number[] }
    | { kind: "balloon"; side: SideIndex; card: number; seen: number[] }
    | { kind: "committed"; side: SideIndex }
    | { kind: "battle"; battle: Battle }
    | { kind: "withdrew"; side: SideIndex; cards: number[] }
    | { kind: "over"; result: SjResult }
  );
