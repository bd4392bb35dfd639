import {
  KIND_LABEL,
  type MeldGameState,
  type MeldMove,
  type MeldPrompt,
  type MeldRules,
} from "@/lib/engine/cardgames/meld-game";

/** Words for the meld games' choices (our own labels; the rule logic is in the engine). */
const ROLL_TEXT: Readonly<Record<number, string>> = {
  1: "Spies: look at an opponent's hand",
  2: "Revolution: trade hands with an opponent",
  3: "Sabotage: an opponent discards a random card",
  5: "Betrayal: steal a random card from an opponent",
};

export function moveLabel(
  rules: MeldRules,
  s: MeldGameState,
  m: MeldMove,
  names: readonly string[],
): string {
  const card = (key: string) => rules.byKey[key]?.name ?? key;
  const active = names[s.active];
  const meldOf = (kind: string) => s.melds[s.active].find((x) => x.kind === kind);
  const meldName = (kind: string) => card(meldOf(kind)?.key ?? "");
  switch (m.type) {
    case "propaganda":
      return `Play ${card(m.card)} (Propaganda): discard it and draw two cards`;
    case "spy":
      return `Play ${card(m.card)} (Spy) on ${names[m.target]} (${s.hands[m.target].length} cards)`;
    case "steal":
      return `Take ${card(m.card)}`;
    case "meld":
      return `Meld ${m.count} × ${card(m.card)}`;
    case "add":
      return `Add ${card(m.card)} to your ${KIND_LABEL[rules.byKey[m.card].kind]} meld`;
    case "save": {
      const kind = rules.byKey[m.card].negates ?? "M";
      return `Play ${card(m.card)}: discard ${active}'s ${KIND_LABEL[kind]} meld (${meldName(kind)})`;
    }
    case "event":
      return `Play ${card(m.card)} (Event) on ${active}'s ${KIND_LABEL[m.meld]} meld (${meldName(m.meld)})`;
    case "match": {
      const meld = s.melds[s.active].find((x) => x.key === m.card);
      return `Play ${card(m.card)}: take ${active}'s ${card(m.card)} meld (${meld?.cards.length ?? 0} cards) into your hand`;
    }
    case "negate":
      return "Discard Destiny to cancel the Save";
    case "allow":
      return "Let the Save stand";
    case "attempt":
      return "Roll three dice for the Assassination Attempt";
    case "loseMeld":
      return `Discard your ${KIND_LABEL[m.meld]} meld (${card(s.melds[m.seat].find((x) => x.kind === m.meld)?.key ?? "")})`;
    case "target":
      return `${names[m.target]} (${s.hands[m.target].length} cards)`;
    case "discard":
      return `Discard ${card(m.card)}`;
    case "done":
      return s.step.at === "fate"
        ? "Go on to the Meld phase"
        : s.step.at === "meld"
          ? "Done melding"
          : s.step.at === "foil"
            ? "Pass: do not foil"
            : "Not this turn";
  }
}

export function promptText(
  rules: MeldRules,
  s: MeldGameState,
  prompt: MeldPrompt,
  names: readonly string[],
): string {
  const st = s.step;
  switch (prompt) {
    case "fate":
      return "Fate phase: play Propaganda or a Spy card, or go on.";
    case "steal":
      return st.at === "steal"
        ? `You are looking at ${names[st.target]}'s hand: take one card.`
        : "Take one card.";
    case "meld":
      return "Meld phase: put down two or more identical cards, or add to your melds.";
    case "foil": {
      const n = s.melds[s.active].length;
      return `Foil phase: ${names[s.active]} has ${n} meld${n === 1 ? "" : "s"} in play${n === 3 ? " and will roll next" : ""}. Play a card against them?`;
    }
    case "negate":
      return st.at === "negate"
        ? `${names[st.by]} played ${rules.cards[st.card].name} against your ${KIND_LABEL[st.kind]} meld.`
        : "A Save was played against you.";
    case "kill":
      return `Kill phase: you have all three melds. Try to kill ${rules.target}?`;
    case "loseMeld":
      return "A pair: choose one of your melds to discard.";
    case "eventTarget":
      return st.at === "eventTarget"
        ? `Event ${st.roll}, ${ROLL_TEXT[st.roll]}: choose an opponent.`
        : "Choose an opponent.";
    case "exit": {
      const extra = s.hands[s.active].length - rules.handLimit;
      return `Hand limit ${rules.handLimit}: discard ${extra} more card${extra === 1 ? "" : "s"}.`;
    }
  }
}
