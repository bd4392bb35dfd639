/**
 * The titles of the rule sections we explain (lib/ui/rule-sections.ts holds their texts): all a
 * rule citation needs for its link and its accessible name, so the screens that cite rules do
 * not load the explanations with them (issue 22). One entry per section, in the page's order.
 */
export interface RuleTitle {
  /** The citation as the engine writes it: "C8.5.6", "C8.5.6 Step 2", "3.2.3". */
  ref: string;
  title: string;
  group: "calixto" | "base";
}

const C = "calixto" as const;
const B = "base" as const;

export const RULE_TITLES: readonly RuleTitle[] = [
  { ref: "C8.1", title: "What Calixto is", group: C },
  { ref: "C8.2.1", title: "Golden rules", group: C },
  { ref: "C8.3", title: "Victory", group: C },
  { ref: "C8.4.1", title: "Setting up the NP factions", group: C },
  { ref: "C8.5.2", title: "The Eligibility table", group: C },
  { ref: "C8.5.3", title: "Drawing and reading a Calixto card", group: C },
  { ref: "C8.5.4", title: "Activation Number", group: C },
  { ref: "C8.5.5", title: "Events", group: C },
  { ref: "C8.5.6", title: "Choosing a space", group: C },
  { ref: "C8.5.6 Step 1", title: "Read down the column", group: C },
  { ref: "C8.5.6 Step 2", title: "Keep those that meet it", group: C },
  { ref: "C8.5.6 Step 3", title: "Until one is left", group: C },
  { ref: "C8.5.6 Step 4", title: "The next space", group: C },
  { ref: "C8.5.7", title: "Moving pieces", group: C },
  { ref: "C8.5.7 Step A", title: "Destination", group: C },
  { ref: "C8.5.7 Step B", title: "Origin", group: C },
  { ref: "C8.5.7 Step C", title: "Another origin or destination", group: C },
  { ref: "C8.5.8", title: "Which pieces", group: C },
  { ref: "C8.5.9", title: "Propaganda rounds", group: C },
  { ref: "C8.6.1", title: "Choosing an Operation", group: C },
  { ref: "C8.6.2", title: "Carrying out an Operation", group: C },
  { ref: "C8.6.4", title: "Government Operations", group: C },
  { ref: "C8.6.5", title: "Insurgent Operations", group: C },
  { ref: "C8.7.1", title: "Choosing a Special Activity", group: C },
  { ref: "C8.7.2", title: "Carrying out a Special Activity", group: C },
  { ref: "C8.7.4", title: "Government Special Activities", group: C },
  { ref: "C8.7.5", title: "26July Special Activities", group: C },
  { ref: "C8.7.6", title: "Directorio Special Activities", group: C },
  { ref: "C8.7.7", title: "Syndicate Special Activities", group: C },
  { ref: "C8.8", title: "How NP factions choose inside an Event", group: C },
  { ref: "C8.9", title: "The worked example", group: C },
  { ref: "1.3", title: "Map spaces", group: B },
  { ref: "1.4.3", title: "Underground and Active", group: B },
  { ref: "1.6", title: "Support and Opposition", group: B },
  { ref: "1.7", title: "Control", group: B },
  { ref: "2.3", title: "Playing an Event card", group: B },
  { ref: "2.3.4", title: "Options of the 1st and 2nd Eligible", group: B },
  { ref: "2.3.5", title: "Limited Operation", group: B },
  { ref: "3.1", title: "Operations in general", group: B },
  { ref: "3.2.1", title: "Train", group: B },
  { ref: "3.2.2", title: "Garrison", group: B },
  { ref: "3.2.3", title: "Sweep", group: B },
  { ref: "3.2.4", title: "Assault", group: B },
  { ref: "3.3.1", title: "Rally", group: B },
  { ref: "3.3.2", title: "March", group: B },
  { ref: "3.3.3", title: "Attack", group: B },
  { ref: "3.3.4", title: "Terror", group: B },
  { ref: "3.3.5", title: "Construct", group: B },
  { ref: "4.1", title: "Special Activities in general", group: B },
  { ref: "4.2.1", title: "Transport", group: B },
  { ref: "4.2.2", title: "Air Strike", group: B },
  { ref: "4.2.3", title: "Reprisal", group: B },
  { ref: "4.3.1", title: "Infiltrate", group: B },
  { ref: "4.3.2", title: "Ambush", group: B },
  { ref: "4.3.3", title: "Kidnap", group: B },
  { ref: "4.4.1", title: "Subvert", group: B },
  { ref: "4.4.3", title: "Assassinate", group: B },
  { ref: "4.5.1", title: "Profit", group: B },
  { ref: "4.5.2", title: "Cash", group: B },
  { ref: "4.5.3", title: "Muscle", group: B },
  { ref: "4.5.4", title: "Bribe", group: B },
  { ref: "6.0", title: "Propaganda Rounds", group: B },
  { ref: "6.1", title: "Propaganda: Victory", group: B },
  { ref: "6.2", title: "Propaganda: Resources", group: B },
  { ref: "6.3", title: "Propaganda: Support", group: B },
  { ref: "6.4", title: "Propaganda: Redeploy", group: B },
  { ref: "6.5", title: "Propaganda: Reset", group: B },
];
