/**
 * The pref keys of a game's chance defaults: who rolls the dice and who picks among equals (the
 * app's seeded generator or the player). Set in the dice and pick panels, read by the play panel
 * to let the app answer by itself (issue 19: "the app rolls" means it rolls).
 */
export const diceModeKey = (gameId: string) => `diceMode:${gameId}`;
export const tieModeKey = (gameId: string) => `tieMode:${gameId}`;
