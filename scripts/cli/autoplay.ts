import { formatErrors } from "@/lib/engine/core/result";
import { autoplay } from "@/lib/machines/cuba/autoplay";
import { readFactions, readFlags, readSeed } from "./flags";

/**
 * `calixto autoplay --seed N [--np all|GOV,SYN,...] [--short] [--json]`: a whole game on the
 * Standard deployment with the NP Factions run by Calixto, every chance event from the seed.
 * Player Factions (those not listed in --np) pass. Events need the player to apply their text:
 * autoplay cannot, so it notes each Event taken and applies only its Capability or Momentum;
 * questions about unknown aid-sheet cells get a seeded answer and are listed. Every loop is
 * bounded; a bound that is hit is reported as an error with the seed.
 */
export function autoplayCommand(args: string[]): number {
  const flags = readFlags(
    args,
    { "--seed": "value", "--np": "value", "--short": "switch", "--json": "switch" },
    0,
  );
  if (!flags.ok) {
    console.error(`calixto autoplay: ${formatErrors(flags.errors)}`);
    return 2;
  }
  const seed = readSeed(flags.value.values.get("--seed"));
  const np = readFactions(flags.value.values.get("--np") ?? "all");
  if (!seed.ok || !np.ok) {
    const errors = [seed, np].flatMap((r) => (r.ok ? [] : r.errors));
    console.error(`calixto autoplay: ${formatErrors(errors)}`);
    return 2;
  }
  const result = autoplay(seed.value, np.value, flags.value.switches.has("--short"));
  if (flags.value.switches.has("--json")) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `seed ${seed.value}: ${result.error ? `ERROR ${result.error}` : `winner ${result.winner ?? "none"}`}`,
    );
    console.log(
      `cards played ${result.cards}, NP turns ${result.turns}, Propaganda Rounds ${result.propaganda}`,
    );
    console.log(
      `margins ${Object.entries(result.margins)
        .map(([f, m]) => `${f} ${m}`)
        .join(", ")}`,
    );
    console.log(
      `Events executed by the engine: ${Object.entries(result.eventsExecuted)
        .map(([f, n]) => `${f} ${n}`)
        .join(", ")}`,
    );
    if (result.eventsNotEncoded.length)
      console.log(
        `Events without a program (only their Capability/Momentum applied): ${result.eventsNotEncoded.join(", ")}`,
      );
    console.log(`seeded answers to unknown aid-sheet cells ${result.seededAnswers.length}`);
  }
  return result.error ? 1 : 0;
}
