import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { gameIntents, type TurnIntent } from "@/lib/machines/cuba/intents";
import { checkIntents, type Tally } from "@/lib/machines/cuba/intents-check";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/**
 * Bot intents (issue 20): what each NP will do on the card in play and the next, from the same
 * decision its turn runs (C8.5.2, C8.5.5), and plainly what is not known yet.
 */
const SOLO_26J: Record<Faction, Role> = { GOV: "np", "26J": "player", DR: "np", SYN: "np" };

function standardOn(current: number, next: number | null, roles = SOLO_26J): GameState {
  let log = logOf("standard", roles);
  log = push(log, edit({ kind: "currentCard", value: current }, { kind: "nextCard", value: next }));
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const decided = (t: TurnIntent | undefined) =>
  t?.decision?.kind === "decided" ? t.decision : undefined;

describe("bot intents on the card in play", () => {
  it("a 1st Eligible NP's Critical Event: its side, where it acts, and the 2nd Eligible after it", () => {
    // #25 (order DR, GOV, …): on the Standard set-up the Event is Critical and effective for DR.
    const it = gameIntents(standardOn(25, 20));
    const [dr, gov] = it.current?.turns ?? [];
    expect(dr.faction).toBe("DR");
    expect(dr.position).toBe(1);
    expect(decided(dr)).toMatchObject({ action: "event", side: "unshaded" });
    // The Event runs with no die and no draw: the map marks are sure, and the 2nd Eligible
    // decides on the board the Event leaves.
    expect(dr.certain).toBe(true);
    expect(dr.spaces.length).toBeGreaterThan(0);
    expect(dr.changes?.length).toBeGreaterThan(0);
    expect(gov.faction).toBe("GOV");
    expect(gov.exact).toBe(true);
    // 2nd row of the 2nd Eligible table: the 1st Eligible executed the Event, so Op + SA.
    expect(decided(gov)).toMatchObject({ action: "opSA", row: "2nd-2" });
    // Which Operation is the Calixto draw's (C8.5.3).
    expect(gov.unknowns).toContainEqual({ kind: "draw", faction: "GOV" });
  });

  it("never guesses the player's choice: the NP after the player, for each choice", () => {
    // #13 (order 26J, GOV, DR, SYN): you are 1st Eligible and Government follows you.
    const it = gameIntents(standardOn(13, 20));
    const you = it.current?.turns[0];
    expect(you?.role).toBe("player");
    expect(you?.unknowns).toContainEqual({ kind: "player", faction: "26J" });
    const pass = you?.branches?.find((b) => b.after.includes("pass"));
    // A Pass: the next Faction becomes 1st Eligible (2.3.3), deciding on this very board.
    expect(pass?.next).toMatchObject({ faction: "GOV", position: 1 });
    expect(pass?.exact).toBe(true);
    const event = you?.branches?.find((b) => b.after.includes("event"));
    expect(event?.next).toMatchObject({ faction: "GOV", position: 2 });
    expect(event?.exact).toBe(false);
    // Who is Eligible on the next card waits for that choice too.
    expect(it.next?.turns).toEqual([]);
    expect(it.next?.before).toContainEqual({ kind: "player", faction: "26J" });
  });

  it("the player's choices as 2nd Eligible are those 2.3.4 leaves after the 1st's action", () => {
    // #30 (order DR, 26J, GOV, SYN): you run DR and 26July; DR acts first, then 26July's choices.
    const roles: Record<Faction, Role> = { GOV: "np", "26J": "player", DR: "player", SYN: "np" };
    const choicesAfter = (first: "opSA" | "opOnly") => {
      let log = logOf("standard", roles);
      log = push(log, edit({ kind: "currentCard", value: 30 }, { kind: "nextCard", value: 20 }));
      log = push(log, {
        type: "player.action",
        payload: { faction: "DR", action: first, edits: [] },
      });
      const state = foldGame(log);
      if (!state.ok) throw new Error(JSON.stringify(state.errors));
      const you = gameIntents(state.value).current?.turns[0];
      expect(you?.faction).toBe("26J");
      return (you?.branches ?? []).flatMap((b) => b.after).sort();
    };
    // After an Op + SA: a Limited Operation or the Event (or Pass); after an Op Only: a LimOp.
    expect(choicesAfter("opSA")).toEqual(["event", "limOp", "pass"]);
    expect(choicesAfter("opOnly")).toEqual(["limOp", "pass"]);
  });

  it("a card that is done: the next card's Eligible NPs, and what the unrevealed card decides", () => {
    // #30 (order DR, 26J, GOV, SYN): you ran DR and 26July, and both acted, so the card is done.
    const roles: Record<Faction, Role> = { GOV: "np", "26J": "player", DR: "player", SYN: "np" };
    let log = logOf("standard", roles);
    log = push(log, edit({ kind: "currentCard", value: 30 }, { kind: "nextCard", value: 20 }));
    log = push(log, {
      type: "player.action",
      payload: { faction: "DR", action: "opOnly", edits: [] },
    });
    log = push(log, {
      type: "player.action",
      payload: { faction: "26J", action: "limOp", edits: [] },
    });
    const state = foldGame(log);
    if (!state.ok) throw new Error(JSON.stringify(state.errors));
    const it = gameIntents(state.value);
    expect(it.current?.turns).toEqual([]);
    // #20 (order 26J, SYN, GOV, DR): 26July executed, so it is Ineligible (2.3.7); Syndicate is
    // 1st Eligible on a board known exactly, Government 2nd after Syndicate's Operation.
    const [syn, gov] = it.next?.turns ?? [];
    expect(syn).toMatchObject({ faction: "SYN", position: 1, exact: true });
    expect(gov).toMatchObject({ faction: "GOV", position: 2, exact: false });
    expect(gov.unknowns).toContainEqual({ kind: "earlier", faction: "SYN", action: "opSA" });
    // Its table reads whether it would be 1st Eligible on the card after #20, not revealed yet
    // (1st row 4, C8.5.2): so it is not sure.
    expect(decided(syn)?.readsUnrevealed).toBe(true);
    expect(syn.unknowns).toContainEqual({ kind: "unrevealed" });
    expect(syn.certain).toBe(false);
  });

  it("a Propaganda card next: no Event or Operation on it", () => {
    const it = gameIntents(standardOn(25, 49));
    expect(it.next).toMatchObject({ card: 49, propaganda: true, turns: [] });
  });
});

const line = (name: string, t: Tally) =>
  `${name}: ${t.agreed}/${t.checked} agree (${t.drawDecided} decided by a Calixto draw, ` +
  `${t.asks} wait for an answer; not sure beforehand: ${t.openAgreed}/${t.open} agree)`;

describe("bot intents match what the turns then do (autoplay)", { timeout: 120_000 }, () => {
  it("every intent with nothing left to chance agrees with its turn", () => {
    const runs: [number[], Faction[]][] = [
      [
        [1, 2, 3],
        ["GOV", "26J", "DR", "SYN"],
      ],
      [
        [4, 5],
        ["GOV", "DR", "SYN"],
      ],
      [[7], ["26J", "SYN"]],
    ];
    for (const [seeds, np] of runs) {
      const r = checkIntents(seeds, np, true);
      console.log(
        `bot intents, seeds ${seeds.join(",")}, NP ${np.join(",")}:\n  ${line("before each turn", r.turn)}\n  ${line("before the card", r.card)}\n  ${line("a card ahead", r.next)}\n  turns whose table changes were foretold exactly: ${r.exactOutcomes}`,
      );
      expect(r.disagreements).toEqual([]);
      for (const t of [r.turn, r.card, r.next]) expect(t.agreed).toBe(t.checked);
      // The check is not empty: most turns are foretold before they begin.
      expect(r.turn.checked).toBeGreaterThan(10);
      expect(r.card.checked).toBeGreaterThan(5);
    }
  });
});
