import { CalixtoDB, type CreateGameInput, type DbOptions } from "@/lib/persistence";

/** A fresh database per test, on fake-indexeddb (tests/setup.ts), with a clock that ticks. */
let counter = 0;
export function testDb(
  options: DbOptions = {},
  name = `test-${++counter}-${Math.floor(Math.random() * 1e9)}`,
) {
  let now = 1_700_000_000_000;
  let ids = 0;
  return new CalixtoDB(name, {
    clock: () => (now += 1000),
    newId: () => `game-${++ids}`,
    newSeed: () => 12345,
    ...options,
  });
}

export const SOLO_26J = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;

export const standardGame: CreateGameInput = {
  name: "Standard solo",
  scenario: "standard" as const,
  roles: SOLO_26J,
  shortGame: false,
  dice: "app" as const,
  deck: "app" as const,
};
