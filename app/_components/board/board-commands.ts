/**
 * The board commands (edit, undo, redo, export, Variable Deployment placement:
 * lib/persistence/commands.ts) load with the first press, not with the board screen's first
 * paint (issue 22). Fetched once; every later press finds them here.
 */
type BoardCommands = typeof import("@/lib/persistence/commands");

let loading: Promise<BoardCommands> | null = null;

export const boardCommands = (): Promise<BoardCommands> => {
  loading ??= import("@/lib/persistence/commands");
  return loading;
};
