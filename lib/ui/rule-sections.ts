/**
 * Short explanations, in our own words, of every rule section the engine cites in its trace
 * records. The page /rules/calixto renders them, one anchor each; `ruleHref` (rule-links.ts)
 * links a citation to its anchor. Keep each text brief: the rulebook stays the authority.
 */
export interface RuleSection {
  /** The citation as the engine writes it: "C8.5.6", "C8.5.6 Step 2", "3.2.3". */
  ref: string;
  title: string;
  text: string;
  group: "calixto" | "base";
}

const C = "calixto" as const;
const B = "base" as const;

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    ref: "C8.1",
    title: "What Calixto is",
    text: "Six cards per faction and a set of aid tables decide what each Non-Player (NP) faction does. Calixto takes the place of the base game's section 8.",
    group: C,
  },
  {
    ref: "C8.2.1",
    title: "Golden rules",
    text: "NP factions play by the base rules, with a few twists: they never pull their own pieces off the map to get more; only the NP Syndicate keeps Resources; an instruction that cannot be done legally is skipped; nothing is read into an instruction beyond its words; own pieces are placed one at a time, each space chosen anew; own pieces are removed one at a time from where the faction has most; every action goes as far as it can; when the instructions run out, pick at random. 1d3 means one die halved, rounded up.",
    group: C,
  },
  {
    ref: "C8.3",
    title: "Victory",
    text: "Alone against three NP factions, you can only win at the last Propaganda round; an NP faction can win at any of them.",
    group: C,
  },
  {
    ref: "C8.4.1",
    title: "Setting up the NP factions",
    text: "Shuffle the cards of every NP faction into one face-up deck. Only the NP Syndicate keeps a Resources cylinder.",
    group: C,
  },
  {
    ref: "C8.5.2",
    title: "The Eligibility table",
    text: "For each card, the first row of the table that applies tells an eligible NP faction whether it takes the Event, an Operation with a Special Activity, an Operation only, a Limited Operation, or passes. The 1st and 2nd Eligible have their own lists. A passing NP Syndicate gains 1 Resource.",
    group: C,
  },
  {
    ref: "C8.5.3",
    title: "Drawing and reading a Calixto card",
    text: "To draw, move the top card to the bottom, then keep moving cards until one of the acting faction is on top. Start at the first blue box: yes follows the green arrow, no the red one. Arrows lead to another box, an Operation, DRAW (draw again) or FLIP (turn the card and start at the top of its back). In an Operation box, numbered lines run in order, each in as many spaces as it can; the bold word names the priority column; arrowed lines are reminders; starred lines need no Activation roll; a red check gates the line after it. If every card of the faction comes up without a legal Operation, move to the next Eligibility row.",
    group: C,
  },
  {
    ref: "C8.5.4",
    title: "Activation Number",
    text: "After acting in a space, roll a die. Higher than the Activation Number: choose another space. Equal or lower: stop adding spaces, do any starred lines and go on. The Government uses the US Alliance value. No rolls in Limited Operations, free Operations from Events, Garrison, March onto ECs or Terror on ECs. A die test that cannot fail is not rolled.",
    group: C,
  },
  {
    ref: "C8.5.5",
    title: "Events",
    text: "The Event Cards table marks each Event Critical (C) or Performed (P) per faction. The 1st Eligible takes an Event only if it is Critical and effective; the 2nd Eligible if it is C or P and effective. Government and Syndicate play the shaded text, 26July and Directorio the unshaded one, unless told otherwise. NP factions place only their own pieces and remove only enemy ones.",
    group: C,
  },
  {
    ref: "C8.5.6",
    title: "Choosing a space",
    text: "Each NP faction has a priority table with one column per kind of action; the bold word on the card picks the column. The candidates are the spaces where the action is legal and would change something. Rows are read from the top, and each dotted row filters the candidates.",
    group: C,
  },
  {
    ref: "C8.5.6 Step 1",
    title: "Read down the column",
    text: "At each row with a dot, test every candidate. If none meets the row, skip it. If exactly one does, that is the space.",
    group: C,
  },
  {
    ref: "C8.5.6 Step 2",
    title: "Keep those that meet it",
    text: "If several meet the row, keep only them and go on down. Rows none of them meet are skipped, and so are rows whose red condition is off (for example one that applies only when a given faction is a player).",
    group: C,
  },
  {
    ref: "C8.5.6 Step 3",
    title: "Until one is left",
    text: "Keep filtering until a single space remains. If the rows run out first, pick at random among those still in.",
    group: C,
  },
  {
    ref: "C8.5.6 Step 4",
    title: "The next space",
    text: "For each further space, start again at the top of the column. A space already chosen for this action is no longer a candidate.",
    group: C,
  },
  {
    ref: "C8.5.7",
    title: "Moving pieces",
    text: "Sweep, Garrison, March and Transport move pieces with the Move Priorities table. Its keep rows say what an origin holds back; its get rows say how many pieces a destination needs, counting those already there. Only what is needed moves.",
    group: C,
  },
  {
    ref: "C8.5.7 Step A",
    title: "Destination",
    text: "Pick the destination with the priority column for this Operation or Special Activity. If no piece would move in, pick another destination without rolling.",
    group: C,
  },
  {
    ref: "C8.5.7 Step B",
    title: "Origin",
    text: "Pick the space within reach with the most pieces free to move, meaning pieces the keep rows do not hold back. A space chosen as a destination is never an origin.",
    group: C,
  },
  {
    ref: "C8.5.7 Step C",
    title: "Another origin or destination",
    text: "When one origin is done, take another origin if the destination still lacks pieces, or pick a new destination, which in a full Operation needs a passed Activation roll.",
    group: C,
  },
  {
    ref: "C8.5.8",
    title: "Which pieces",
    text: "The Piece Priorities table orders pieces. Player pieces are hit before NP pieces. To place, move or use own pieces, or to hit enemy ones, read it top down; to remove own pieces, read it bottom up.",
    group: C,
  },
  {
    ref: "C8.5.9",
    title: "Propaganda rounds",
    text: "During a Propaganda round each NP faction follows the Propaganda Round Instructions sheet.",
    group: C,
  },
  {
    ref: "C8.6.1",
    title: "Choosing an Operation",
    text: "Draw a Calixto card to find the Operation. If it has no space it could use, draw again.",
    group: C,
  },
  {
    ref: "C8.6.2",
    title: "Carrying out an Operation",
    text: "Base rules apply. Lines run in order, each as far as it goes; a line that cannot be done is skipped. Roll for activation after each space unless the line is an exception. Starred lines come once all spaces are chosen.",
    group: C,
  },
  {
    ref: "C8.6.4",
    title: "Government Operations",
    text: "Train places cubes only in sets of four, Police then Troop in turn, then does the first of Civic Action or a new Base that applies, even in a space not trained. Garrison and Sweep pick destinations by their columns and move by the Move Priorities; Sweep activates even where no Troops arrived. Assault picks spaces by the Remove column, only where it does something.",
    group: C,
  },
  {
    ref: "C8.6.5",
    title: "Insurgent Operations",
    text: "Rally puts a Base where 3 or more own Guerrillas stand, then places Guerrillas by the Place Guerrillas column (a Syndicate with none left flips an Active one instead). March moves by the Move Priorities, with no roll after entering an EC. Attack picks spaces with 4+ own Guerrillas, then spaces where all are Active. Terror picks by the shift column; next to an own Base outside the mountains it needs 2 Underground Guerrillas. Construct places Casinos, and opens them only in the final Campaign.",
    group: C,
  },
  {
    ref: "C8.7.1",
    title: "Choosing a Special Activity",
    text: "The same card gives the Special Activity. Try the letters in order and do the first one that can happen, has an effect and whose red condition holds. If none can, there is no Special Activity; a Limited Operation never has one.",
    group: C,
  },
  {
    ref: "C8.7.2",
    title: "Carrying out a Special Activity",
    text: "Base rules apply; numbered lines in order, starred lines last.",
    group: C,
  },
  {
    ref: "C8.7.4",
    title: "Government Special Activities",
    text: "Transport picks its destination by its column and moves by the Move Priorities. Air Strike picks targets by the Remove column, sometimes only where a Base or Casino is exposed. Reprisal picks by its column, and sends the Guerrilla it moves to the neighbouring Province with the most Opposition (fewest people on a tie).",
    group: C,
  },
  {
    ref: "C8.7.5",
    title: "26July Special Activities",
    text: "Infiltrate and Ambush each pick one space by the Remove column. Kidnap picks by its column, does Terror there first, targets a player Government before the Syndicate, and takes Cash before rolling for Resources.",
    group: C,
  },
  {
    ref: "C8.7.6",
    title: "Directorio Special Activities",
    text: "Subvert picks by the Neutral column and is not done if only Neutral spaces qualify. Ambush and Assassinate pick by the Remove column; Assassinate does Terror in its space first.",
    group: C,
  },
  {
    ref: "C8.7.7",
    title: "Syndicate Special Activities",
    text: "Profit puts Cash under Syndicate Guerrillas (Underground first), closes open Casinos or cashes in Cash for 3 Resources each, and never closes Casinos in the final Campaign. Muscle brings two cubes to one destination, taking them from the origins in the card's order. Bribe picks by the Remove column.",
    group: C,
  },
  {
    ref: "C8.8",
    title: "How NP factions choose inside an Event",
    text: "Government raises the US Alliance, cuts Insurgent Resources and shifts toward Support. Syndicate maximises its Resources. Insurgents cut player and Syndicate Resources and the US Alliance. 26July shifts toward Opposition; Directorio and Syndicate toward Neutral.",
    group: C,
  },
  {
    ref: "C8.9",
    title: "The worked example",
    text: "The rulebook follows four NP factions through seven Event cards and a Propaganda round from the standard set-up. The assistant's tutorial replays it step by step.",
    group: C,
  },
  {
    ref: "1.3",
    title: "Map spaces",
    text: "Cities, Provinces (Forest, Grassland or Mountain) and Economic Centers (ECs). Cities and Provinces have a Population; ECs have an Econ value.",
    group: B,
  },
  {
    ref: "1.4.3",
    title: "Underground and Active",
    text: "A Guerrilla is Underground (hidden) or Active (exposed). Government Operations must Activate Guerrillas before removing them.",
    group: B,
  },
  {
    ref: "1.6",
    title: "Support and Opposition",
    text: "Each City and Province sits at one of five levels from Active Support to Active Opposition. Total Support counts Population twice at Active and once at Passive Support.",
    group: B,
  },
  {
    ref: "1.7",
    title: "Control",
    text: "A faction Controls a City or Province when its pieces there outnumber all other pieces combined. Closed Casinos do not count.",
    group: B,
  },
  {
    ref: "2.3",
    title: "Playing an Event card",
    text: "Up to two eligible factions act on each card, in the order of the symbols at its top. Acting makes a faction ineligible for the next card.",
    group: B,
  },
  {
    ref: "2.3.4",
    title: "Options of the 1st and 2nd Eligible",
    text: "The 1st Eligible may do an Operation (with or without a Special Activity) or the Event. What the 2nd Eligible may do depends on that choice.",
    group: B,
  },
  {
    ref: "2.3.5",
    title: "Limited Operation",
    text: "An Operation in one space only, with no Special Activity.",
    group: B,
  },
  {
    ref: "3.1",
    title: "Operations in general",
    text: "A faction picks one Operation and its spaces; a space is chosen only once per Operation.",
    group: B,
  },
  {
    ref: "3.2.1",
    title: "Train",
    text: "Place up to 4 cubes in each chosen City and in each chosen Province with a Government Base; then, in one space, swap 2 cubes for a Base or do Civic Action.",
    group: B,
  },
  {
    ref: "3.2.2",
    title: "Garrison",
    text: "Move cubes to ECs or Cities, then Assault in one EC at no extra cost.",
    group: B,
  },
  {
    ref: "3.2.3",
    title: "Sweep",
    text: "Move adjacent Troops into the chosen spaces, then Activate one Guerrilla per cube there; in Forest, one per two cubes.",
    group: B,
  },
  {
    ref: "3.2.4",
    title: "Assault",
    text: "Remove one Active Guerrilla per Troop (in Mountains one per two Troops), plus one per Police in Cities and ECs; Bases go only after the Guerrillas.",
    group: B,
  },
  {
    ref: "3.3.1",
    title: "Rally",
    text: "Place a Guerrilla in each chosen space, or swap Guerrillas for a Base; where the faction has a Base it may instead place more or flip its Guerrillas Underground.",
    group: B,
  },
  {
    ref: "3.3.2",
    title: "March",
    text: "Move Guerrillas into adjacent spaces. A group entering a City or Province with Support, or an EC, turns Active when its Guerrillas plus the cubes there exceed 3.",
    group: B,
  },
  {
    ref: "3.3.3",
    title: "Attack",
    text: "Activate the attacker's Guerrillas and roll: at or under their number, remove up to two enemy pieces.",
    group: B,
  },
  {
    ref: "3.3.4",
    title: "Terror",
    text: "Activate one Underground Guerrilla; in a City or Province place Terror and shift toward Neutral (26July: toward Opposition); on an EC place Sabotage.",
    group: B,
  },
  {
    ref: "3.3.5",
    title: "Construct",
    text: "Syndicate only, 5 Resources a space: place a closed Casino or open one, where Government or Syndicate has Control.",
    group: B,
  },
  {
    ref: "4.1",
    title: "Special Activities in general",
    text: "A full Operation may come with one Special Activity, done before, during or after it.",
    group: B,
  },
  {
    ref: "4.2.1",
    title: "Transport",
    text: "Move up to 3 Troops from a City or Base to one other space.",
    group: B,
  },
  {
    ref: "4.2.2",
    title: "Air Strike",
    text: "With Garrison, Sweep or Assault, in a Province or EC (never a City, never when Embargoed): remove one Active Guerrilla, or an exposed Base or Casino.",
    group: B,
  },
  {
    ref: "4.2.3",
    title: "Reprisal",
    text: "In one Government-Controlled space: place Terror, shift Opposition toward Neutral and move a Guerrilla out.",
    group: B,
  },
  {
    ref: "4.3.1",
    title: "Infiltrate",
    text: "Swap one Government cube for a 26July Guerrilla, Police first.",
    group: B,
  },
  {
    ref: "4.3.2",
    title: "Ambush",
    text: "An Attack that succeeds without rolling, in a space with an Underground Guerrilla.",
    group: B,
  },
  {
    ref: "4.3.3",
    title: "Kidnap",
    text: "In a Terror space with more 26July Guerrillas than Police: take Resources or Cash from the Government or the Syndicate.",
    group: B,
  },
  {
    ref: "4.4.1",
    title: "Subvert",
    text: "In a Province the Directorio Controls: gain its Population in Resources and set it to Neutral.",
    group: B,
  },
  {
    ref: "4.4.3",
    title: "Assassinate",
    text: "In a Directorio Terror space where its Guerrillas outnumber Police: remove or close any one enemy piece.",
    group: B,
  },
  {
    ref: "4.5.1",
    title: "Profit",
    text: "Place Cash where a Casino is open, or close Casinos and cash in Cash for Resources.",
    group: B,
  },
  {
    ref: "4.5.2",
    title: "Cash",
    text: "Cash markers sit under a Guerrilla or cube and move with it; its owner may pass it on in the same space.",
    group: B,
  },
  {
    ref: "4.5.3",
    title: "Muscle",
    text: "Move 1 or 2 Government cubes to one space with an open Casino, or to an EC: Police into a City, Troops into a Province or EC.",
    group: B,
  },
  {
    ref: "4.5.4",
    title: "Bribe",
    text: "Pay 3 Resources to remove cubes, remove or flip Guerrillas, or remove a Base in one space.",
    group: B,
  },
  {
    ref: "6.0",
    title: "Propaganda Rounds",
    text: "Each Propaganda card brings a Round, but never two Rounds in a row: a Propaganda card right after a Round, with no Event card between, is set aside with none; if it is the final one, the game ends and the highest victory margin wins.",
    group: B,
  },
  {
    ref: "6.1",
    title: "Propaganda: Victory",
    text: "Check whether any faction meets its victory condition.",
    group: B,
  },
  {
    ref: "6.2",
    title: "Propaganda: Resources",
    text: "Sabotage, earnings, Skim and Cash deposits.",
    group: B,
  },
  {
    ref: "6.3",
    title: "Propaganda: Support",
    text: "The US Alliance may fall, then Civic Action, Agitation and Expat Backing.",
    group: B,
  },
  {
    ref: "6.4",
    title: "Propaganda: Redeploy",
    text: "The Government moves Police where it wants them and pulls Troops off ECs and out of Provinces without a Base.",
    group: B,
  },
  {
    ref: "6.5",
    title: "Propaganda: Reset",
    text: "Every faction becomes eligible, Terror and Sabotage come off, Momentum ends, Guerrillas go Underground and Casinos open. With Calixto, shuffle the Calixto deck too.",
    group: B,
  },
];
