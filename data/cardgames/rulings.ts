/**
 * Where the rule sheets are silent or unclear, what this app does (docs/card-games.md lists the
 * same rulings). Ids are cited in the engine's comments and log lines ("GC Foil; D2").
 * Provenance: every ruling is our inference (INF) from the sheets named in `games`.
 */
export interface Ruling {
  id: string;
  games: ("get-castro" | "kill-rasputin" | "san-juan")[];
  topic: string;
  ruling: string;
}

const MELD: Ruling["games"] = ["get-castro", "kill-rasputin"];

export const RULINGS: readonly Ruling[] = [
  {
    id: "D1",
    games: MELD,
    topic: "Turn order and first player",
    ruling:
      "Play passes to the next seat in the order chosen at set-up. The set-up chooses who starts (the sheets leave it to table banter).",
  },
  {
    id: "D2",
    games: MELD,
    topic: "Order of the Foil phase",
    ruling:
      "Opponents are asked one at a time, starting with the player after the active one and going round. Each may play several foil cards, one at a time, then passes and is not asked again that phase. A player with nothing playable is passed over without a prompt. The phase ends early when the active player has no meld left.",
  },
  {
    id: "D3",
    games: MELD,
    topic: "What a Save discards",
    ruling: "The whole meld of the Save's type goes to the discard pile, and so does the Save.",
  },
  {
    id: "D4",
    games: ["get-castro"],
    topic: "What an Event discards",
    ruling:
      "The Event player picks one meld of the active player; the whole meld goes to the discard pile. The Event card leaves the game, so it never comes back with a reshuffle.",
  },
  {
    id: "D5",
    games: MELD,
    topic: "Taking a meld with a matching card",
    ruling:
      "The matching card goes to the discard pile and the whole meld goes into the foiler's hand. Playing the card is the choice; there is no separate choice to leave the meld.",
  },
  {
    id: "D6",
    games: MELD,
    topic: "Hand limit for players who gained cards",
    ruling:
      "The limit of five is checked only in a player's own Exit (End) phase. Cards taken during someone else's turn are kept until then.",
  },
  {
    id: "D7",
    games: ["get-castro"],
    topic: "Propaganda and Spy cards",
    ruling:
      "Only in your own Fate phase, after the draw, as many as you like, in any order, including cards just drawn. A Spy needs an opponent holding at least one card; you see that hand and must take one card of your choice.",
  },
  {
    id: "D8",
    games: MELD,
    topic: "Melds",
    ruling:
      "A meld is two or more cards of one name; you choose how many copies to lay. One meld per type. Later copies are added only in your own Meld phase. You may lay and add several times in one Meld phase.",
  },
  {
    id: "D9",
    games: MELD,
    topic: "The Assassination Attempt",
    ruling:
      "Rolling is optional. On a pair the roller picks the meld to lose; lost melds go to the discard pile.",
  },
  {
    id: "D10",
    games: ["get-castro"],
    topic: "When the deck runs out",
    ruling:
      "The deck runs out when a card must be drawn and none is left. The first time, the discard pile is shuffled into a new deck. The second time the game ends at once: Castro survives and nobody wins. If the discard pile is empty at the first run-out, that draw is lost.",
  },
  {
    id: "D11",
    games: ["kill-rasputin"],
    topic: "No end but the kill",
    ruling:
      "The discard pile is reshuffled whenever the deck runs out, with no limit. A draw from two empty piles is lost. The simulator stops games at a turn cap and reports them apart, never as wins.",
  },
  {
    id: "D12",
    games: ["kill-rasputin"],
    topic: "Destiny against a Save",
    ruling:
      "When a Save is played against the active player's meld and that player holds Destiny, they are asked at once whether to discard it. Destiny and the Save both go to the discard pile and the meld stays. One Destiny cancels one Save.",
  },
  {
    id: "D13",
    games: ["kill-rasputin"],
    topic: "The Event phase",
    ruling:
      "Laying or adding to a meld counts as playing a card. The die is rolled for you; you choose the target after seeing the result. Spies and Revolution may target any opponent; Sabotage and Betrayal only one holding a card (no effect if none). A single possible target is chosen for you. Prophecy shows the top five cards (fewer if the deck is short, without reshuffling) and leaves them in order.",
  },
  {
    id: "D14",
    games: ["kill-rasputin"],
    topic: "Random cards",
    ruling:
      "Sabotage and Betrayal pick the card uniformly at random with the game's seeded generator; the pick is logged.",
  },
  {
    id: "S1",
    games: ["san-juan"],
    topic: "Sides and drawing",
    ruling:
      "The first seat plays the Americans, the second the Spanish. Both draw up to eight in the Draw phase; each deck reshuffles its own discard pile whenever it runs out, as often as needed.",
  },
  {
    id: "S2",
    games: ["san-juan"],
    topic: "Reserve order and the balloon",
    ruling:
      "The Spanish reserve first. Then the American may discard the Observation balloon to see the Spanish hand; this discard does not count toward the two and draws no replacement. Then the American reserves.",
  },
  {
    id: "S3",
    games: ["san-juan"],
    topic: "The balloon in an attack",
    ruling:
      "A balloon still in hand may be played as the American Special in an attack, with force 0.",
  },
  {
    id: "S4",
    games: ["san-juan"],
    topic: "Secret attacks",
    ruling:
      "The American chooses first; the choice is hidden until the Spanish have chosen, then both are shown together. A side may attack with no cards.",
  },
  {
    id: "S5",
    games: ["san-juan"],
    topic: "Who chooses the eliminated card",
    ruling:
      "The side of the eliminating card chooses. Only force counts, so the app removes the opposing card of the target type with the highest force (the first played on equal force). No effect targets a Special, so eliminations cannot cancel each other.",
  },
  {
    id: "S6",
    games: ["san-juan"],
    topic: "Scoring a hand",
    ruling:
      "Higher total force wins the hand; equal totals tie. Every played card, eliminated or not, is discarded.",
  },
  {
    id: "S7",
    games: ["san-juan"],
    topic: "Withdrawal",
    ruling:
      "The American withdraws first, then the Spanish; each discards up to three cards face up.",
  },
  {
    id: "S8",
    games: ["san-juan"],
    topic: "The end",
    ruling:
      "All eight hands are played even once the result is settled. Five or more American wins: American victory; five or more Spanish wins: Spanish victory; anything else (4–4, or ties leaving neither on five) is the historical draw.",
  },
  {
    id: "S9",
    games: ["san-juan"],
    topic: "Card names",
    ruling:
      "The Spanish gunner card is named for Ordóñez (the sheet's text lost the ñ); the American General keeps the sheet's spelling, Shaftner.",
  },
  {
    id: "U1",
    games: ["get-castro", "kill-rasputin", "san-juan"],
    topic: "Undo",
    ruling:
      "You can take back your last decision until something hidden from you comes to light: a card drawn or seen, a card played from another hand, a die or a random pick. Undo takes back everything after that decision; the bots and the dice then answer the same way again. At one device shared by several people, only the person who made the decision can take it back, while they hold the device. A pass made for you by quick play is not taken back on its own: undo goes back to your own last decision.",
  },
  {
    id: "U2",
    games: ["get-castro", "kill-rasputin", "san-juan"],
    topic: "Hot seat",
    ruling:
      "With two or more people at one device, the screen hides the whole table until the next person confirms they are holding it, and the bots wait meanwhile. A person with no playable foil card is passed over without a prompt, as bots are. A Save against a person's meld always sends the device to that person, whether or not they hold Destiny, and only they read whether they let it stand.",
  },
];

export const rulingsFor = (game: Ruling["games"][number]) =>
  RULINGS.filter((r) => r.games.includes(game));
