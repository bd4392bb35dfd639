/**
 * The turn commands (begin, input, confirm, the player's actions: lib/persistence/turns.ts) load
 * with the first press or with the turn views, not with the board screen's first paint (issue 22).
 * Fetched once; every later press finds them here.
 */
type TurnCommands = typeof import("@/lib/persistence/turns");

let loading: Promise<TurnCommands> | null = null;
let loaded: TurnCommands | null = null;

export const turnCommands = (): Promise<TurnCommands> => {
  loading ??= import("@/lib/persistence/turns").then((m) => {
    loaded = m;
    return m;
  });
  return loading;
};

/**
 * The turn commands if they are here already (the turn views load with them): a press works out
 * what it shows in the same task as the click, with no wait (issue 22).
 */
export const turnCommandsNow = (): TurnCommands | null => loaded;
