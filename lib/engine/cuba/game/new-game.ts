import { scenarioBoard } from "@/data/cuba/scenarios";
import type { DiceSource } from "../../core/dice";
import { fail, ok, type Result } from "../../core/result";
import { FACTIONS, type Faction, type Role } from "../types";
import type { ConflictReadings, ScenarioId, SetupPayload } from "./entries";

export interface NewGameOptions {
  scenario: ScenarioId;
  roles: Record<Faction, Role>;
  shortGame: boolean;
  dice: DiceSource;
  deck: DiceSource;
  /** A 32-bit seed chosen by the caller (the engine takes no chance from the environment). */
  seed: number;
  conflicts?: ConflictReadings;
}

/** The set-up record of a new game: the preset's board with the chosen roles (rules 2.1, C8.4). */
export function newGameSetup(o: NewGameOptions): Result<SetupPayload> {
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)
    return fail({
      field: "seed",
      reason: `must be a whole number from 0 to 4294967295, got ${o.seed}`,
    });
  for (const f of FACTIONS)
    if (o.roles[f] !== "player" && o.roles[f] !== "np")
      return fail({ field: `roles.${f}`, reason: "must be player or np" });
  const options = { shortGame: o.shortGame, conflicts: { ...(o.conflicts ?? {}) } };
  return ok({
    scenario: o.scenario,
    options,
    roles: { ...o.roles },
    board: scenarioBoard(o.scenario, { roles: o.roles, shortGame: o.shortGame }),
    seed: o.seed,
    dice: o.dice,
    deck: o.deck,
  });
}
