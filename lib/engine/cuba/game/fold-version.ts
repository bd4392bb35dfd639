/**
 * Bump when a reducer or a datum changes how an existing log folds. Cached snapshots made by
 * another version are then ignored and the state is re-folded from the log. Its own module: a
 * snapshot is checked with it before any of the fold's code is loaded (issue 22).
 */
export const FOLD_VERSION = 4;
