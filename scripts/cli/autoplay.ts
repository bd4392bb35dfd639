import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { autoplay } from "@/lib/machines/cuba/autoplay";

/**
 * `calixto autoplay --seed N [--np all|GOV,SYN,...] [--short] [--json]`: a whole game on the
 * Standard deployment with the NP Factions run by Calixto, every chance event from the seed.
 * Player Factions (those not listed in --np) pass. Events need the player to apply their text:
 * autoplay cannot, so it notes each Event taken and applies only its Capability or Momentum;
 * questions about unknown aid-sheet cells get a seeded answer and are listed. Every loop is
 * bounded; a bound that is hit is reported as an error with the seed.
 */
export function autoplayCommand(args: string[]): number {
  const get = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seedArg = get("--seed");
  if (seedArg === undefined || !/^\d+$/.test(seedArg)) {
    console.error("calixto autoplay: give --seed N (a whole number)");
    return 2;
  }
  const seed = Number(seedArg);
  const npArg = get("--np") ?? "all";
  const np = npArg === "all" ? [...FACTIONS] : npArg.split(",");
  const bad = np.filter((f) => !FACTIONS.includes(f as Faction));
  if (bad.length) {
    console.error(
      `calixto autoplay: --np takes "all" or Factions from GOV,26J,DR,SYN; unknown: ${bad.join(", ")}`,
    );
    return 2;
  }
  const result = autoplay(seed, np as Faction[], args.includes("--short"));
  if (args.includes("--json")) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `seed ${seed}: ${result.error ? `ERROR ${result.error}` : `winner ${result.winner ?? "none"}`}`,
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
