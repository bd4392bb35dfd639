/**
 * The game log model (pure): entry types, the fold with undo/redo, the Variable Deployment
 * steps, deep parsers for boards and exported games, and short descriptions for the history.
 */
export * from "./describe";
export * from "./entries";
export * from "./fold";
export * from "./new-game";
export * from "./parse-board";
export * from "./parse-edit";
export * from "./parse-entries";
export * from "./parse-export";
export { MAX_ERRORS, suggest } from "./parse-util";
export { canRedo, canUndo } from "./readers";
export * from "./reducers";
export * from "./state";
export * from "./variable-setup";
