import type { CalixtoDB } from "./db";

/**
 * The player's preferences outside any game (theme, dice mode): one row each. Apart from the
 * commands so every page's first load (the theme) reads and writes them without the commands.
 */

export async function getPref<T>(db: CalixtoDB, key: string): Promise<T | undefined> {
  return (await db.prefs.get(key))?.value as T | undefined;
}

export async function setPref(db: CalixtoDB, key: string, value: unknown): Promise<void> {
  await db.transaction("rw", db.prefs, async () => {
    await db.prefs.put({ key, value });
  });
}
