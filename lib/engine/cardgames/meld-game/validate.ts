import type { FieldError } from "../../core/result";
import { isMeldKind, KIND_LABEL } from "./cards";
import { eventTargets, meldPending } from "./legal";
import type { MeldMove, MeldPrompt } from "./moves";
import type { MeldRules } from "./rules";
import type { MeldGameState } from "./state";
import { countKey, holdsKind, specOfKey } from "./zones";

/** Which decisions each prompt accepts. */
const ACCEPTS: Readonly<Record<MeldPrompt, readonly MeldMove["type"][]>> = {
  fate: ["propaganda", "spy", "done"],
  steal: ["steal"],
  meld: ["meld", "add", "done"],
  foil: ["save", "event", "match", "done"],
  negate: ["negate", "allow"],
  kill: ["attempt", "done"],
  loseMeld: ["loseMeld"],
  eventTarget: ["target"],
  exit: ["discard"],
};

const seatName = (seat: number) => `seat ${seat + 1}`;
const notA = (name: string, what: string): FieldError => ({
  field: "card",
  reason: `${name} is not a ${what} card`,
});

/**
 * Check a decision against the pending prompt and the rules. A refused move gets an error that
 * names the field and says why. Agrees with `meldLegalMoves` (tests check both ways).
 */
export function checkMeldMove(rules: MeldRules, s: MeldGameState, m: MeldMove): FieldError[] {
  const p = meldPending(rules, s);
  if (p.kind === "over") return [{ field: "type", reason: "the game is over" }];
  if (p.kind === "chance")
    return [{ field: "type", reason: `the game waits for chance: ${p.request.purpose}` }];
  if (m.seat !== p.seat)
    return [{ field: "seat", reason: `${seatName(p.seat)} decides now, not ${seatName(m.seat)}` }];
  if (!ACCEPTS[p.prompt].includes(m.type))
    return [
      {
        field: "type",
        reason: `"${m.type}" is not a choice now; the ${p.prompt} step accepts ${ACCEPTS[p.prompt].join(", ")}`,
      },
    ];
  const e = ruleError(rules, s, m);
  return e ? [e] : [];
}

function ruleError(rules: MeldRules, s: MeldGameState, m: MeldMove): FieldError | null {
  const active = s.melds[s.active];
  if (m.type === "done" || m.type === "attempt" || m.type === "allow") return null;
  if (m.type === "negate")
    return holdsKind(rules, s.hands[m.seat], "F")
      ? null
      : { field: "type", reason: "only the Fate card (Destiny) cancels a Save, and you hold none" };
  if (m.type === "loseMeld")
    return s.melds[m.seat].some((x) => x.kind === m.meld)
      ? null
      : { field: "meld", reason: `you have no ${KIND_LABEL[m.meld]} meld` };
  if (m.type === "target") {
    const roll = s.step.at === "eventTarget" ? s.step.roll : 0;
    return eventTargets(s, roll).includes(m.target)
      ? null
      : {
          field: "target",
          reason: `${seatName(m.target)} is not an opponent this result can target`,
        };
  }
  const spec = specOfKey(rules, m.card);
  if (!spec) return { field: "card", reason: `there is no card "${m.card}" in this deck` };
  const from = m.type === "steal" && s.step.at === "steal" ? s.step.target : m.seat;
  const held = countKey(rules, s.hands[from], m.card);
  if (held === 0) return { field: "card", reason: `${seatName(from)} holds no ${spec.name}` };
  switch (m.type) {
    case "propaganda":
      return spec.kind === "P" ? null : notA(spec.name, "Propaganda");
    case "spy":
      if (spec.kind !== "X") return notA(spec.name, "Spy");
      return m.target !== m.seat &&
        m.target >= 0 &&
        m.target < s.players &&
        s.hands[m.target]?.length > 0
        ? null
        : { field: "target", reason: "a Spy needs an opponent holding at least one card (D7)" };
    case "steal":
    case "discard":
      return null;
    case "meld": {
      if (!isMeldKind(spec.kind)) return notA(spec.name, "Method, Conspiracy or Location");
      if (s.melds[m.seat].some((x) => x.kind === spec.kind))
        return {
          field: "card",
          reason: `only one ${KIND_LABEL[spec.kind]} meld may be in play (D8)`,
        };
      return Number.isInteger(m.count) && m.count >= 2 && m.count <= held
        ? null
        : { field: "count", reason: `a meld needs 2 to ${held} copies of ${spec.name}` };
    }
    case "add":
      return s.melds[m.seat].some((x) => x.key === m.card)
        ? null
        : { field: "card", reason: `no ${spec.name} meld of your own to add to (D8)` };
    case "save":
      if (spec.kind !== "S") return notA(spec.name, "Save");
      return active.some((x) => x.kind === spec.negates)
        ? null
        : { field: "card", reason: `the active player has no meld that ${spec.name} negates` };
    case "event":
      if (spec.kind !== "E" || !rules.foilEvents) return notA(spec.name, "Event");
      return active.some((x) => x.kind === m.meld)
        ? null
        : { field: "meld", reason: `the active player has no ${KIND_LABEL[m.meld]} meld` };
    case "match":
      return active.some((x) => x.key === m.card)
        ? null
        : { field: "card", reason: `${spec.name} matches none of the active player's melds` };
  }
}
