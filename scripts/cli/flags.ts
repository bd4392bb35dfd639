import { type FieldError, fail, ok, type Result } from "@/lib/engine/core/result";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";

/**
 * Command-line flags, checked before anything runs: an unknown or repeated flag, a flag without
 * its value, or a value out of range is refused naming the flag (exit 2), never guessed at.
 */
export type FlagSpec = Record<string, "switch" | "value">;

export interface Flags {
  positional: string[];
  values: Map<string, string>;
  switches: Set<string>;
}

export function readFlags(
  args: readonly string[],
  spec: FlagSpec,
  maxPositional: number,
): Result<Flags> {
  const errors: FieldError[] = [];
  const out: Flags = { positional: [], values: new Map(), switches: new Set() };
  for (let i = 0; i < args.length; i++) {
    const a = String(args[i]);
    if (!a.startsWith("--")) {
      out.positional.push(a);
      continue;
    }
    const kind = spec[a];
    const known = Object.keys(spec).join(", ");
    if (!kind)
      errors.push({ field: a, reason: `unknown flag (this command takes ${known || "no flags"})` });
    else if (out.values.has(a) || out.switches.has(a))
      errors.push({ field: a, reason: "given twice: give it once" });
    else if (kind === "switch") out.switches.add(a);
    else {
      const v = args[i + 1];
      if (v === undefined || v.startsWith("--"))
        errors.push({ field: a, reason: "needs a value after it" });
      else {
        out.values.set(a, v);
        i++;
      }
    }
  }
  if (out.positional.length > maxPositional)
    errors.push({
      field: out.positional[maxPositional],
      reason:
        maxPositional === 0
          ? "this command takes no file or word here"
          : `only ${maxPositional} file${maxPositional > 1 ? "s" : ""} can be given`,
    });
  return errors.length ? fail(...errors.slice(0, 12)) : ok(out);
}

/** A seed for the game's generator: a whole number from 0 to 2^32-1 (core/rng.ts). */
export function readSeed(raw: string | undefined, flag = "--seed"): Result<number> {
  if (raw === undefined) return fail({ field: flag, reason: "give a seed, e.g. --seed 42" });
  if (!/^\d+$/.test(raw) || Number(raw) > 0xffffffff)
    return fail({
      field: flag,
      reason: `a seed is a whole number from 0 to 4294967295, got "${raw}"`,
    });
  return ok(Number(raw));
}

/** `all` or Factions separated by commas, each once. */
export function readFactions(raw: string, flag = "--np"): Result<Faction[]> {
  if (raw === "all") return ok([...FACTIONS]);
  const list = raw.split(",");
  const bad = list.filter((f) => !FACTIONS.includes(f as Faction));
  if (bad.length)
    return fail({
      field: flag,
      reason: `takes "all" or Factions from GOV,26J,DR,SYN; unknown: ${bad.map((b) => JSON.stringify(b)).join(", ")}`,
    });
  const twice = list.filter((f, i) => list.indexOf(f) < i);
  if (twice.length)
    return fail({
      field: flag,
      reason: `names ${[...new Set(twice)].join(", ")} twice: each Faction once (its Calixto cards would be in the deck twice)`,
    });
  return ok(list as Faction[]);
}
