import { RULE_TITLES, type RuleTitle } from "./rule-titles";

/**
 * Short explanations, in our own words, of every rule section the engine cites in its trace
 * records. The page /rules/calixto renders them, one anchor each; `ruleHref` (rule-links.ts)
 * links a citation to its anchor. Keep each text brief: the rulebook stays the authority.
 * The sections and their titles are listed in rule-titles.ts; here each one's text, by citation.
 */
export interface RuleSection extends RuleTitle {
  text: string;
}

const TEXTS: Readonly<Record<string, string>> = {
  "C8.1":
    "Six cards per faction and a set of aid tables decide what each Non-Player (NP) faction does. Calixto takes the place of the base game's section 8.",
  "C8.2.1":
    "NP factions play by the base rules, with a few twists: they never pull their own pieces off the map to get more; only the NP Syndicate keeps Resources; an instruction that cannot be done legally is skipped; nothing is read into an instruction beyond its words; own pieces are placed one at a time, each space chosen anew; own pieces are removed one at a time from where the faction has most; every action goes as far as it can; when the instructions run out, pick at random. 1d3 means one die halved, rounded up.",
  "C8.3":
    "Alone against three NP factions, you can only win at the last Propaganda round; an NP faction can win at any of them.",
  "C8.4.1":
    "Shuffle the cards of every NP faction into one face-up deck. Only the NP Syndicate keeps a Resources cylinder.",
  "C8.5.2":
    "For each card, the first row of the table that applies tells an eligible NP faction whether it takes the Event, an Operation with a Special Activity, an Operation only, a Limited Operation, or passes. The 1st and 2nd Eligible have their own lists. A passing NP Syndicate gains 1 Resource.",
  "C8.5.3":
    "To draw, move the top card to the bottom, then keep moving cards until one of the acting faction is on top. Start at the first blue box: yes follows the green arrow, no the red one. Arrows lead to another box, an Operation, DRAW (draw again) or FLIP (turn the card and start at the top of its back). In an Operation box, numbered lines run in order, each in as many spaces as it can; the bold word names the priority column; arrowed lines are reminders; starred lines need no Activation roll; a red check gates the line after it. If every card of the faction comes up without a legal Operation, move to the next Eligibility row.",
  "C8.5.4":
    "After acting in a space, roll a die. Higher than the Activation Number: choose another space. Equal or lower: stop adding spaces, do any starred lines and go on. The Government uses the US Alliance value. No rolls in Limited Operations, free Operations from Events, Garrison, March onto ECs or Terror on ECs. A die test that cannot fail is not rolled.",
  "C8.5.5":
    "The Event Cards table marks each Event Critical (C) or Performed (P) per faction. The 1st Eligible takes an Event only if it is Critical and effective; the 2nd Eligible if it is C or P and effective. Government and Syndicate play the shaded text, 26July and Directorio the unshaded one, unless told otherwise. NP factions place only their own pieces and remove only enemy ones.",
  "C8.5.6":
    "Each NP faction has a priority table with one column per kind of action; the bold word on the card picks the column. The candidates are the spaces where the action is legal and would change something. Rows are read from the top, and each dotted row filters the candidates.",
  "C8.5.6 Step 1":
    "At each row with a dot, test every candidate. If none meets the row, skip it. If exactly one does, that is the space.",
  "C8.5.6 Step 2":
    "If several meet the row, keep only them and go on down. Rows none of them meet are skipped, and so are rows whose red condition is off (for example one that applies only when a given faction is a player).",
  "C8.5.6 Step 3":
    "Keep filtering until a single space remains. If the rows run out first, pick at random among those still in.",
  "C8.5.6 Step 4":
    "For each further space, start again at the top of the column. A space already chosen for this action is no longer a candidate.",
  "C8.5.7":
    "Sweep, Garrison, March and Transport move pieces with the Move Priorities table. Its keep rows say what an origin holds back; its get rows say how many pieces a destination needs, counting those already there. Only what is needed moves.",
  "C8.5.7 Step A":
    "Pick the destination with the priority column for this Operation or Special Activity. If no piece would move in, pick another destination without rolling.",
  "C8.5.7 Step B":
    "Pick the space within reach with the most pieces free to move, meaning pieces the keep rows do not hold back. A space chosen as a destination is never an origin.",
  "C8.5.7 Step C":
    "When one origin is done, take another origin if the destination still lacks pieces, or pick a new destination, which in a full Operation needs a passed Activation roll.",
  "C8.5.8":
    "The Piece Priorities table orders pieces. Player pieces are hit before NP pieces. To place, move or use own pieces, or to hit enemy ones, read it top down; to remove own pieces, read it bottom up.",
  "C8.5.9":
    "During a Propaganda round each NP faction follows the Propaganda Round Instructions sheet.",
  "C8.6.1":
    "Draw a Calixto card to find the Operation. If it has no space it could use, draw again.",
  "C8.6.2":
    "Base rules apply. Lines run in order, each as far as it goes; a line that cannot be done is skipped. Roll for activation after each space unless the line is an exception. Starred lines come once all spaces are chosen.",
  "C8.6.4":
    "Train places cubes only in sets of four, Police then Troop in turn, then does the first of Civic Action or a new Base that applies, even in a space not trained. Garrison and Sweep pick destinations by their columns and move by the Move Priorities; Sweep activates even where no Troops arrived. Assault picks spaces by the Remove column, only where it does something.",
  "C8.6.5":
    "Rally puts a Base where 3 or more own Guerrillas stand, then places Guerrillas by the Place Guerrillas column (a Syndicate with none left flips an Active one instead). March moves by the Move Priorities, with no roll after entering an EC. Attack picks spaces with 4+ own Guerrillas, then spaces where all are Active. Terror picks by the shift column; next to an own Base outside the mountains it needs 2 Underground Guerrillas. Construct places Casinos, and opens them only in the final Campaign.",
  "C8.7.1":
    "The same card gives the Special Activity. Try the letters in order and do the first one that can happen, has an effect and whose red condition holds. If none can, there is no Special Activity; a Limited Operation never has one.",
  "C8.7.2": "Base rules apply; numbered lines in order, starred lines last.",
  "C8.7.4":
    "Transport picks its destination by its column and moves by the Move Priorities. Air Strike picks targets by the Remove column, sometimes only where a Base or Casino is exposed. Reprisal picks by its column, and sends the Guerrilla it moves to the neighbouring Province with the most Opposition (fewest people on a tie).",
  "C8.7.5":
    "Infiltrate and Ambush each pick one space by the Remove column. Kidnap picks by its column, does Terror there first, targets a player Government before the Syndicate, and takes Cash before rolling for Resources.",
  "C8.7.6":
    "Subvert picks by the Neutral column and is not done if only Neutral spaces qualify. Ambush and Assassinate pick by the Remove column; Assassinate does Terror in its space first.",
  "C8.7.7":
    "Profit puts Cash under Syndicate Guerrillas (Underground first), closes open Casinos or cashes in Cash for 3 Resources each, and never closes Casinos in the final Campaign. Muscle brings two cubes to one destination, taking them from the origins in the card's order. Bribe picks by the Remove column.",
  "C8.8":
    "Government raises the US Alliance, cuts Insurgent Resources and shifts toward Support. Syndicate maximises its Resources. Insurgents cut player and Syndicate Resources and the US Alliance. 26July shifts toward Opposition; Directorio and Syndicate toward Neutral.",
  "C8.9":
    "The rulebook follows four NP factions through seven Event cards and a Propaganda round from the standard set-up. The assistant's tutorial replays it step by step.",
  "1.3":
    "Cities, Provinces (Forest, Grassland or Mountain) and Economic Centers (ECs). Cities and Provinces have a Population; ECs have an Econ value.",
  "1.4.3":
    "A Guerrilla is Underground (hidden) or Active (exposed). Government Operations must Activate Guerrillas before removing them.",
  "1.6":
    "Each City and Province sits at one of five levels from Active Support to Active Opposition. Total Support counts Population twice at Active and once at Passive Support.",
  "1.7":
    "A faction Controls a City or Province when its pieces there outnumber all other pieces combined. Closed Casinos do not count.",
  "2.3":
    "Up to two eligible factions act on each card, in the order of the symbols at its top. Acting makes a faction ineligible for the next card.",
  "2.3.4":
    "The 1st Eligible may do an Operation (with or without a Special Activity) or the Event. What the 2nd Eligible may do depends on that choice.",
  "2.3.5": "An Operation in one space only, with no Special Activity.",
  "3.1": "A faction picks one Operation and its spaces; a space is chosen only once per Operation.",
  "3.2.1":
    "Place up to 4 cubes in each chosen City and in each chosen Province with a Government Base; then, in one space, swap 2 cubes for a Base or do Civic Action.",
  "3.2.2": "Move cubes to ECs or Cities, then Assault in one EC at no extra cost.",
  "3.2.3":
    "Move adjacent Troops into the chosen spaces, then Activate one Guerrilla per cube there; in Forest, one per two cubes.",
  "3.2.4":
    "Remove one Active Guerrilla per Troop (in Mountains one per two Troops), plus one per Police in Cities and ECs; Bases go only after the Guerrillas.",
  "3.3.1":
    "Place a Guerrilla in each chosen space, or swap Guerrillas for a Base; where the faction has a Base it may instead place more or flip its Guerrillas Underground.",
  "3.3.2":
    "Move Guerrillas into adjacent spaces. A group entering a City or Province with Support, or an EC, turns Active when its Guerrillas plus the cubes there exceed 3.",
  "3.3.3":
    "Activate the attacker's Guerrillas and roll: at or under their number, remove up to two enemy pieces.",
  "3.3.4":
    "Activate one Underground Guerrilla; in a City or Province place Terror and shift toward Neutral (26July: toward Opposition); on an EC place Sabotage.",
  "3.3.5":
    "Syndicate only, 5 Resources a space: place a closed Casino or open one, where Government or Syndicate has Control.",
  "4.1": "A full Operation may come with one Special Activity, done before, during or after it.",
  "4.2.1": "Move up to 3 Troops from a City or Base to one other space.",
  "4.2.2":
    "With Garrison, Sweep or Assault, in a Province or EC (never a City, never when Embargoed): remove one Active Guerrilla, or an exposed Base or Casino.",
  "4.2.3":
    "In one Government-Controlled space: place Terror, shift Opposition toward Neutral and move a Guerrilla out.",
  "4.3.1": "Swap one Government cube for a 26July Guerrilla, Police first.",
  "4.3.2": "An Attack that succeeds without rolling, in a space with an Underground Guerrilla.",
  "4.3.3":
    "In a Terror space with more 26July Guerrillas than Police: take Resources or Cash from the Government or the Syndicate.",
  "4.4.1":
    "In a Province the Directorio Controls: gain its Population in Resources and set it to Neutral.",
  "4.4.3":
    "In a Directorio Terror space where its Guerrillas outnumber Police: remove or close any one enemy piece.",
  "4.5.1": "Place Cash where a Casino is open, or close Casinos and cash in Cash for Resources.",
  "4.5.2":
    "Cash markers sit under a Guerrilla or cube and move with it; its owner may pass it on in the same space.",
  "4.5.3":
    "Move 1 or 2 Government cubes to one space with an open Casino, or to an EC: Police into a City, Troops into a Province or EC.",
  "4.5.4":
    "Pay 3 Resources to remove cubes, remove or flip Guerrillas, or remove a Base in one space.",
  "6.0":
    "Each Propaganda card brings a Round, but never two Rounds in a row: a Propaganda card right after a Round, with no Event card between, is set aside with none; if it is the final one, the game ends and the highest victory margin wins.",
  "6.1": "Check whether any faction meets its victory condition.",
  "6.2": "Sabotage, earnings, Skim and Cash deposits.",
  "6.3": "The US Alliance may fall, then Civic Action, Agitation and Expat Backing.",
  "6.4":
    "The Government moves Police where it wants them and pulls Troops off ECs and out of Provinces without a Base.",
  "6.5":
    "Every faction becomes eligible, Terror and Sabotage come off, Momentum ends, Guerrillas go Underground and Casinos open. With Calixto, shuffle the Calixto deck too.",
};

export const RULE_SECTIONS: readonly RuleSection[] = RULE_TITLES.map((t) => ({
  ...t,
  text: TEXTS[t.ref] ?? "",
}));
