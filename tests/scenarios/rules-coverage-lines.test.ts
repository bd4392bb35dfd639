/**
 * One small scenario per Calixto card line or Special Activity step that no other scenario
 * reached (issue 18; tests/scenarios/coverage.test.ts finds them): docs/examples/rules/cover-*.json,
 * each written from the rule text (C8.6.x Operations, C8.7.x Special Activities, base rules 3.x,
 * 4.x). Each is replayed and checked: the line acted, the final board and the checklist are what
 * the rules demand. The files' descriptions give the reasoning step by step.
 */
import { readFileSync } from "node:fs";
import type { CardLineRef, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { CashHolder, Faction, GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

type SpaceFacts = Partial<Record<PieceKind, number>> & {
  support?: number;
  terror?: number;
  sabotage?: boolean;
  cash?: CashHolder[];
};

interface Case {
  file: string;
  /** What the rule demands, in words (the test's title). */
  title: string;
  action: "opSA" | "opOnly";
  /** The card lines that must act: "box <id> <line>" or "list <id> <letter>[ <step>]". */
  acted: string[];
  board: Partial<Record<SpaceId, SpaceFacts>>;
  resources?: Partial<Record<Faction, number>>;
  /** Checklist lines that must appear, in this order. */
  checklist: string[];
}

const keyOf = (at: CardLineRef) =>
  "box" in at
    ? `box ${at.box} ${at.line}`
    : `list ${at.list} ${at.letter}${at.step !== undefined ? ` ${at.step}` : ""}`;

function replay(file: string) {
  const parsed = parseScenario(
    JSON.parse(readFileSync(`docs/examples/rules/${file}.json`, "utf8")),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario(parsed.value);
  const turn = report.steps[0].records[0];
  const final = report.final?.board;
  if (!final) throw new Error(`${file}: no final board`);
  const acted = turn.trace
    .filter((r: TraceRecord) => r.acted)
    .map((r: TraceRecord) => keyOf(r.acted as CardLineRef));
  return { report, turn, final, acted, texts: turn.changes.map((c) => c.text) };
}

function spaceFacts(b: GameBoard, space: SpaceId, facts: SpaceFacts): SpaceFacts {
  const s = b.spaces[space];
  return Object.fromEntries(
    Object.keys(facts).map((k) => {
      if (k === "support") return [k, s.support];
      if (k === "terror") return [k, s.terror];
      if (k === "sabotage") return [k, s.sabotage];
      if (k === "cash") return [k, s.cash];
      return [k, s.pieces[k as PieceKind]];
    }),
  );
}

/** `want` appears in `texts` in order (other lines may come between). */
function inOrder(texts: string[], want: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const w of want) {
    const i = texts.indexOf(w, at);
    if (i < 0) missing.push(w);
    else at = i + 1;
  }
  return missing;
}

const SWEEP_CAMAGUEY = "Activate 1 Underground DR Guerrilla in Camagüey City";
const GOV_OPSA = "Sequence of Play: Government cylinder to Operation + Special Activity";
const SYN_OPSA = "Sequence of Play: Syndicate cylinder to Operation + Special Activity";
const MUSCLE_12 = [
  "Move 1 Police from West EC to Havana",
  "Move 1 Police from Camagüey City to Havana",
];
const MUSCLE_12_BOARD = {
  havana: { police: 2 },
  "ec-west": { police: 0, synU: 1 },
  "camaguey-city": { police: 1 },
};
const MUSCLE_3 = [
  "Move 1 Troop from Las Villas to West EC",
  "Move 1 Troop from Las Villas to West EC",
];

const CASES: Case[] = [
  // ---- Government: SA-G1 (U), SA-G1' (Y, X), SA-G2 (Z), SA-G3 (WW), SA-GZZ (ZZ), Train
  {
    file: "cover-sa-g1-b",
    title: "U: Sweep in place, then Reprisal where GOV Controls a space at Opposition (4.2.3)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1 B"],
    board: {
      "camaguey-city": { drU: 0, drA: 1 },
      matanzas: { terror: 1, support: 0, m26A: 0, police: 2 },
      "las-villas": { m26A: 1 },
    },
    checklist: [
      SWEEP_CAMAGUEY,
      "Place 1 Terror marker in Matanzas",
      "Matanzas: Passive Opposition → Neutral",
      "Move 1 Active 26July Guerrilla from Matanzas to Las Villas",
      GOV_OPSA,
    ],
  },
  {
    file: "cover-sa-g1-c",
    title: "U: Sweep, then Transport of 2 Troops from Havana to Las Villas (4.2.1, C8.5.7)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1 C"],
    board: { havana: { troop: 1, police: 1 }, "las-villas": { troop: 2 }, oriente: { m26A: 1 } },
    checklist: [SWEEP_CAMAGUEY, "Move 2 Troops from Havana to Las Villas", GOV_OPSA],
  },
  {
    file: "cover-sa-g1-d",
    title: "U: Sweep, then Air Strike on the Active Guerrilla in Oriente, never in a City (4.2.2)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1 D"],
    board: { oriente: { m26A: 0 }, "camaguey-city": { drA: 1 } },
    checklist: [SWEEP_CAMAGUEY, "Remove 1 Active 26July Guerrilla from Oriente to Available"],
  },
  {
    file: "cover-sa-g1p-a",
    title: "Y: Sweep, then Air Strike removes the Vulnerable 26July Base in Oriente (4.2.2)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1' A"],
    board: { oriente: { m26Base: 0 }, "ec-west": { m26A: 1 } },
    checklist: [SWEEP_CAMAGUEY, "Remove 1 26July Base from Oriente to Available", GOV_OPSA],
  },
  {
    file: "cover-sa-g1p-b",
    title:
      "Y: Sweep, then Reprisal with no red condition in a Neutral GOV-Controlled space (4.2.3)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1' B"],
    board: { "la-habana": { terror: 1, support: 0, m26A: 0 }, matanzas: { m26A: 1 } },
    checklist: [
      SWEEP_CAMAGUEY,
      "Place 1 Terror marker in La Habana",
      "Move 1 Active 26July Guerrilla from La Habana to Matanzas",
    ],
  },
  {
    file: "cover-sa-g1p-c",
    title: "X: Sweep, then Transport of 3 Troops from the Las Villas Base to Oriente (4.2.1)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1' C"],
    board: { "las-villas": { troop: 0, govBase: 1 }, oriente: { troop: 3 } },
    checklist: [SWEEP_CAMAGUEY, "Move 3 Troops from Las Villas to Oriente", GOV_OPSA],
  },
  {
    file: "cover-sa-g1p-d",
    title: "Y: Sweep, then Air Strike on the Active Guerrilla on the west EC (4.2.2)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-G1' D"],
    board: { "ec-west": { m26A: 0 } },
    checklist: [SWEEP_CAMAGUEY, "Remove 1 Active 26July Guerrilla from West EC to Available"],
  },
  {
    file: "cover-sa-g2-b",
    title:
      "Z: Transport before the Assault, then Assault removes 3 Guerrillas in Oriente (4.2.1, 3.2.4)",
    action: "opSA",
    acted: ["list SA-G2 B", "box G-ASSAULT 2"],
    board: { havana: { troop: 1 }, "las-villas": { troop: 2 }, oriente: { m26A: 0, troop: 3 } },
    checklist: [
      "Move 2 Troops from Havana to Las Villas",
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
      GOV_OPSA,
    ],
  },
  {
    file: "cover-sa-g2-d",
    title: "Z: Reprisal in Havana before the Assault, which removes the 2 Guerrillas left (4.2.3)",
    action: "opSA",
    acted: ["list SA-G2 D", "box G-ASSAULT 2"],
    board: { havana: { terror: 1, m26A: 0, police: 4 }, "la-habana": { m26A: 1 } },
    checklist: [
      "Place 1 Terror marker in Havana",
      "Move 1 Active 26July Guerrilla from Havana to La Habana",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
    ],
  },
  {
    file: "cover-sa-g3-a",
    title: "WW: Air Strike on the Vulnerable Oriente Base, then Assault in Havana (4.2.2)",
    action: "opSA",
    acted: ["list SA-G3 A", "box G-ASSAULT 2"],
    board: { oriente: { m26Base: 0 }, havana: { m26A: 0, police: 2 } },
    checklist: [
      "Remove 1 26July Base from Oriente to Available",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
    ],
  },
  {
    file: "cover-sa-g3-b",
    title: "WW: Transport of 2 Troops to Las Villas, then Assault in Havana (4.2.1)",
    action: "opSA",
    acted: ["list SA-G3 B", "box G-ASSAULT 2"],
    board: { havana: { troop: 1, police: 1, m26A: 0 }, "las-villas": { troop: 2 } },
    checklist: [
      "Move 2 Troops from Havana to Las Villas",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
    ],
  },
  {
    file: "cover-sa-g3-c",
    title: "WW: Reprisal in Havana (Support unchanged), then Assault (4.2.3)",
    action: "opSA",
    acted: ["list SA-G3 C", "box G-ASSAULT 2"],
    board: { havana: { terror: 1, support: 2, m26A: 0 }, "la-habana": { m26A: 1 } },
    checklist: [
      "Place 1 Terror marker in Havana",
      "Move 1 Active 26July Guerrilla from Havana to La Habana",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
    ],
  },
  {
    file: "cover-sa-g3-d",
    title: "WW: Air Strike in Oriente, then Assault removes both Guerrillas in Havana (4.2.2)",
    action: "opSA",
    acted: ["list SA-G3 D", "box G-ASSAULT 2"],
    board: { oriente: { m26A: 0 }, havana: { m26A: 0, police: 2 } },
    checklist: [
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
      "Remove 1 Active 26July Guerrilla from Havana to Available",
    ],
  },
  {
    file: "cover-sa-gzz-a",
    title: "ZZ: Sweep with 2 cubes Available, then Reprisal at Opposition (4.2.3)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-GZZ A"],
    board: { matanzas: { terror: 1, support: 0, m26A: 0 }, "la-habana": { m26A: 1 } },
    checklist: [
      SWEEP_CAMAGUEY,
      "Place 1 Terror marker in Matanzas",
      "Matanzas: Passive Opposition → Neutral",
      "Move 1 Active 26July Guerrilla from Matanzas to La Habana",
    ],
  },
  {
    file: "cover-sa-gzz-b",
    title: "ZZ: Sweep, then Air Strike in Oriente (4.2.2)",
    action: "opSA",
    acted: ["box G-SWEEP 1", "list SA-GZZ B"],
    board: { oriente: { m26A: 0 } },
    checklist: [SWEEP_CAMAGUEY, "Remove 1 Active 26July Guerrilla from Oriente to Available"],
  },
  {
    file: "cover-sa-gzz-c",
    title:
      "ZZ: Train places 4 cubes, Transport between its parts, then Civic Action (C8.6.4, 4.2.1)",
    action: "opSA",
    acted: ["box G-TRAIN-B 1", "list SA-GZZ C", "box G-TRAIN-B 2"],
    board: {
      "camaguey-city": { police: 2, troop: 2 },
      havana: { troop: 1, police: 1, support: 2 },
      "las-villas": { troop: 2 },
    },
    checklist: [
      "Place 2 Police in Camagüey City",
      "Place 2 Troops in Camagüey City",
      "Move 2 Troops from Havana to Las Villas",
      "Havana: Neutral → Passive Support",
      "Havana: Passive Support → Active Support",
    ],
  },
  {
    file: "cover-g-train-b-3",
    title:
      "W: no set of 4 cubes, no Civic Action possible: the starred Place Base in Matanzas (C8.6.4)",
    action: "opOnly",
    acted: ["box G-TRAIN-B 3"],
    board: { matanzas: { govBase: 1, troop: 13, police: 12, support: 2 } },
    checklist: [
      "Remove 1 Police from Matanzas to Available",
      "Remove 1 Troop from Matanzas to Available",
      "Place 1 Government Base in Matanzas",
      "Sequence of Play: Government cylinder to Operation Only",
    ],
  },
  {
    file: "cover-g-train-b-uu-alt",
    title:
      "UU (Place Base a reminder): 4 Police in Havana, then Civic Action in Pinar del Río (C8.6.4)",
    action: "opOnly",
    acted: ["box G-TRAIN-B-UU-ALT 1", "box G-TRAIN-B-UU-ALT 2"],
    board: { havana: { police: 4, troop: 0 }, "pinar-del-rio": { support: 2, govBase: 0 } },
    checklist: [
      "Place 4 Police in Havana",
      "Pinar del Río: Neutral → Passive Support",
      "Pinar del Río: Passive Support → Active Support",
    ],
  },
  // ---- 26July and Directorio Operations
  {
    file: "cover-i-rally-26j-1",
    title: "K: Rally line 1 replaces 2 of Oriente's 3 Guerrillas with a 26July Base (3.3.1)",
    action: "opOnly",
    acted: ["box I-RALLY-26J 1"],
    board: { oriente: { m26Base: 1, m26U: 1 } },
    checklist: [
      "Remove 1 Underground 26July Guerrilla from Oriente to Available",
      "Remove 1 Underground 26July Guerrilla from Oriente to Available",
      "Place 1 26July Base in Oriente",
    ],
  },
  {
    file: "cover-i-rally-26j-4",
    title:
      "M: Rally line 3 in Havana, then line 4 flips Sierra Maestra's Active Guerrillas (C8.6.5)",
    action: "opOnly",
    acted: ["box I-RALLY-26J 3", "box I-RALLY-26J 4"],
    board: { havana: { m26U: 1 }, "sierra-maestra": { m26U: 4, m26A: 0, m26Base: 2 } },
    checklist: [
      "Place 1 Underground 26July Guerrilla in Havana",
      "Flip Underground 3 Active 26July Guerrillas in Sierra Maestra",
    ],
  },
  {
    file: "cover-i-rally-dr-2",
    title: "F: Rally line 2 places Bases + Population = 3 DR Guerrillas in Las Villas (3.3.1)",
    action: "opOnly",
    acted: ["box I-RALLY-DR 2"],
    board: { "las-villas": { drU: 4, drBase: 1 } },
    checklist: ["Place 3 Underground DR Guerrillas in Las Villas"],
  },
  {
    file: "cover-i-rally-dr-4",
    title: "F: Rally line 3 in Havana, then line 4 flips Las Villas' Active DR Guerrillas (C8.6.5)",
    action: "opOnly",
    acted: ["box I-RALLY-DR 3", "box I-RALLY-DR 4"],
    board: { havana: { drU: 1 }, "las-villas": { drU: 4, drA: 0 } },
    checklist: [
      "Place 1 Underground DR Guerrilla in Havana",
      "Flip Underground 3 Active DR Guerrillas in Las Villas",
    ],
  },
  {
    file: "cover-attack-dr-2",
    title: "D: Attack line 1 in Las Villas, then line 2 where every DR Guerrilla is Active (3.3.3)",
    action: "opOnly",
    acted: ["box ATTACK-DR 1", "box ATTACK-DR 2"],
    board: { "las-villas": { troop: 0, drA: 4 }, "camaguey-province": { police: 0, drA: 2 } },
    checklist: [
      "Remove 1 Troop from Las Villas to Available",
      "Remove 1 Troop from Las Villas to Available",
      "Remove 1 Police from Camagüey Province to Available",
    ],
  },
  {
    file: "cover-attack-dr-alt",
    title: "D, Attack by Remove or Replace: the same two Attacks (reading attack-column)",
    action: "opOnly",
    acted: ["box ATTACK-DR-ALT 1", "box ATTACK-DR-ALT 2"],
    board: { "las-villas": { troop: 0 }, "camaguey-province": { police: 0 } },
    checklist: [
      "Remove 1 Troop from Las Villas to Available",
      "Remove 1 Police from Camagüey Province to Available",
    ],
  },
  {
    file: "cover-attack-dr-aa",
    title: "AA: Attack removes 2 Police in Las Villas, then line 2 in Camagüey Province (3.3.3)",
    action: "opOnly",
    acted: ["box ATTACK-DR-AA 1", "box ATTACK-DR-AA 2"],
    board: { "las-villas": { police: 0, troop: 2 }, "camaguey-province": { police: 0 } },
    checklist: [
      "Remove 1 Police from Las Villas to Available",
      "Remove 1 Police from Las Villas to Available",
      "Remove 1 Police from Camagüey Province to Available",
    ],
  },
  {
    file: "cover-attack-26j-alt",
    title: "HH, Attack by Remove or Replace: Oriente, then Sierra Maestra (reading attack-column)",
    action: "opOnly",
    acted: ["box ATTACK-26J-ALT 1", "box ATTACK-26J-ALT 2"],
    board: { oriente: { troop: 0, m26A: 4 }, "sierra-maestra": { troop: 0 } },
    checklist: [
      "Remove 1 Troop from Oriente to Available",
      "Remove 1 Troop from Oriente to Available",
      "Remove 1 Troop from Sierra Maestra to Available",
    ],
  },
  {
    file: "cover-terror-26j-2",
    title: "KK: Terror in Matanzas, then on the central and the east EC, richest first (3.3.4)",
    action: "opOnly",
    acted: ["box TERROR-26J 1", "box TERROR-26J 2"],
    board: {
      matanzas: { terror: 1, support: -1, m26A: 1, m26U: 0 },
      "ec-central": { sabotage: true, m26A: 1 },
      "ec-east": { sabotage: true, m26A: 1 },
    },
    checklist: [
      "Place 1 Terror marker in Matanzas",
      "Matanzas: Neutral → Passive Opposition",
      "Place Sabotage on Central EC",
      "Place Sabotage on East EC",
    ],
  },
  {
    file: "cover-sa-asn-a",
    title: "A, Syndicate a player: Terror in Havana, then Assassinate closes its Casino (4.4.3)",
    action: "opSA",
    acted: ["list SA-ASN A"],
    board: {
      havana: { casinoOpen: 0, casinoClosed: 1, terror: 1, support: 1, drU: 1, drA: 1 },
    },
    checklist: [
      "Place 1 Terror marker in Havana",
      "Havana: Active Support → Passive Support",
      "Close 1 open Casino in Havana",
    ],
  },
  {
    file: "cover-sa-asn-b",
    title: "A: Terror in Havana, then Assassinate removes the Government Base (4.4.3)",
    action: "opSA",
    acted: ["list SA-ASN B"],
    board: { havana: { govBase: 0, terror: 1, support: 1 } },
    checklist: [
      "Place 1 Terror marker in Havana",
      "Remove 1 Government Base from Havana to Available",
    ],
  },
  {
    file: "cover-sa-asn-c",
    title: "A: Terror and Assassinate in Havana, then Terror line 2 on the west EC (4.4.3, 3.3.4)",
    action: "opSA",
    acted: ["list SA-ASN C", "box TERROR-DR 2"],
    board: {
      havana: { police: 0, terror: 1, support: 1, drU: 1, drA: 1 },
      "ec-west": { sabotage: true, drA: 1, drU: 0 },
    },
    checklist: [
      "Place 1 Terror marker in Havana",
      "Remove 1 Police from Havana to Available",
      "Place Sabotage on West EC",
    ],
  },
  // ---- Syndicate
  {
    file: "cover-construct-1",
    title: "N in the final Campaign: Construct line 1 opens Havana's closed Casino (3.3.5)",
    action: "opOnly",
    acted: ["box CONSTRUCT 1"],
    board: { havana: { casinoOpen: 1, casinoClosed: 0 } },
    resources: { SYN: 1 },
    checklist: ["Syndicate Resources 6 → 1", "Open 1 closed Casino in Havana"],
  },
  {
    file: "cover-sa-s1-b",
    title: "N: Construct, then Bribe removes Havana's Police (4.5.4)",
    action: "opSA",
    acted: ["box CONSTRUCT 2", "list SA-S1 B"],
    board: { havana: { casinoClosed: 1, police: 0 } },
    resources: { SYN: 7 },
    checklist: [
      "Syndicate Resources 15 → 10",
      "Place 1 closed Casino in Havana",
      "Syndicate Resources 10 → 7",
      "Remove 1 Police from Havana to Available",
    ],
  },
  {
    file: "cover-sa-s1-c12",
    title: "N: Construct, then Muscle: a Police from the EC, then one from the open Casino (4.5.3)",
    action: "opSA",
    acted: ["box CONSTRUCT 2", "list SA-S1 C 1", "list SA-S1 C 2"],
    board: { ...MUSCLE_12_BOARD, havana: { police: 2, casinoOpen: 1, casinoClosed: 1 } },
    resources: { SYN: 5 },
    checklist: ["Place 1 closed Casino in Havana", ...MUSCLE_12, SYN_OPSA],
  },
  {
    file: "cover-sa-s1-c3",
    title: "N: Construct, then Muscle: 2 Troops from Las Villas to the west EC (4.5.3)",
    action: "opSA",
    acted: ["box CONSTRUCT 2", "list SA-S1 C 3"],
    board: { "ec-west": { troop: 2 }, "las-villas": { troop: 0 } },
    resources: { SYN: 5 },
    checklist: ["Place 1 closed Casino in Havana", ...MUSCLE_3],
  },
  {
    file: "cover-sa-s2-a1",
    title: "RR: Rally in Havana, then Profit step 1 puts Cash there (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-S2 A 1"],
    board: { havana: { synU: 2, casinoOpen: 1, cash: ["synU"] } },
    resources: { SYN: 14 },
    checklist: [
      "Place 1 Underground Syndicate Guerrilla in Havana",
      "Place a Cash marker with an Underground Syndicate Guerrilla in Havana",
    ],
  },
  {
    file: "cover-sa-s2-a23",
    title: "RR: Rally flips, then Profit closes the Casino and removes the Cash: 0 → 6 (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-S2 A 2", "list SA-S2 A 3"],
    board: {
      "pinar-del-rio": { synU: 1, synA: 0 },
      havana: { casinoOpen: 0, casinoClosed: 1 },
      matanzas: { cash: [] },
    },
    resources: { SYN: 6 },
    checklist: [
      "Flip Underground 1 Active Syndicate Guerrilla in Pinar del Río",
      "Close 1 open Casino in Havana",
      "Syndicate Resources 0 → 3",
      "Remove a Cash marker held by an Underground Syndicate Guerrilla in Matanzas",
      "Syndicate Resources 3 → 6",
    ],
  },
  {
    file: "cover-sa-s2-b",
    title: "RR: Rally in Havana, then Bribe removes 2 Guerrillas in Oriente (4.5.4)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-S2 B"],
    board: { havana: { synU: 1 }, oriente: { m26A: 0 } },
    resources: { SYN: 11 },
    checklist: [
      "Place 1 Underground Syndicate Guerrilla in Havana",
      "Syndicate Resources 14 → 11",
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
      "Remove 1 Active 26July Guerrilla from Oriente to Available",
    ],
  },
  {
    file: "cover-sa-s2-c12",
    title: "RR, final Campaign: Rally, then Muscle from the EC, then from the open Casino (4.5.3)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-S2 C 1", "list SA-S2 C 2"],
    board: MUSCLE_12_BOARD,
    resources: { SYN: 7 },
    checklist: MUSCLE_12,
  },
  {
    file: "cover-sa-st-a3",
    title: "T, final Campaign: Profit step 3 puts Cash in Havana, then TT Rallies (4.5.1)",
    action: "opSA",
    acted: ["list SA-ST A 3", "box S-RALLY 1"],
    board: { havana: { cash: ["synU"], synU: 2, casinoOpen: 1 } },
    resources: { SYN: 2 },
    checklist: [
      "Place a Cash marker with an Underground Syndicate Guerrilla in Havana",
      "Syndicate Resources 3 → 2",
      "Place 1 Underground Syndicate Guerrilla in Havana",
    ],
  },
  {
    file: "cover-sa-st-b12",
    title: "T, final Campaign: Muscle from the EC, then from the open Casino; TT Rallies (4.5.3)",
    action: "opSA",
    acted: ["list SA-ST B 1", "list SA-ST B 2", "box S-RALLY 1"],
    board: { ...MUSCLE_12_BOARD, "camaguey-city": { police: 1, synU: 1 } },
    resources: { SYN: 2 },
    checklist: [...MUSCLE_12, "Place 1 Underground Syndicate Guerrilla in Camagüey City"],
  },
  {
    file: "cover-sa-snn-a",
    title: "NN: Rally in Havana, then Profit (with Rally) puts Cash there (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SNN A"],
    board: { havana: { synU: 2, cash: ["synU"] } },
    resources: { SYN: 4 },
    checklist: [
      "Place 1 Underground Syndicate Guerrilla in Havana",
      "Place a Cash marker with an Underground Syndicate Guerrilla in Havana",
    ],
  },
  {
    file: "cover-sa-snn-b",
    title: "NN: Rally, then Bribe in Oriente (4.5.4)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SNN B"],
    board: { havana: { synU: 1 }, oriente: { m26A: 0 } },
    resources: { SYN: 11 },
    checklist: ["Syndicate Resources 14 → 11"],
  },
  {
    file: "cover-sa-snn-c1",
    title:
      "NN: March carries the Cash to La Habana, then Profit step 1 puts Cash in Havana (4.5.1)",
    action: "opSA",
    acted: ["box MARCH 1", "list SA-SNN C 1"],
    board: {
      "la-habana": { synU: 1, cash: ["synU"] },
      matanzas: { synU: 1, cash: [] },
      havana: { cash: ["synU"] },
    },
    resources: { SYN: 4 },
    checklist: [
      "Move 1 Underground Syndicate Guerrilla (with 1 Cash) from Matanzas to La Habana",
      "Syndicate Resources 5 → 4",
      "Place a Cash marker with an Underground Syndicate Guerrilla in Havana",
    ],
  },
  {
    file: "cover-sa-snn-c23",
    title: "NN: Rally flips, then Profit closes the Casino and removes the Cash: 0 → 6 (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SNN C 2", "list SA-SNN C 3"],
    board: { havana: { casinoOpen: 0, casinoClosed: 1 }, matanzas: { cash: [] } },
    resources: { SYN: 6 },
    checklist: [
      "Close 1 open Casino in Havana",
      "Remove a Cash marker held by an Underground Syndicate Guerrilla in Matanzas",
    ],
  },
  {
    file: "cover-sa-snn-d12",
    title: "NN, final Campaign: Rally, then Muscle from the EC, then from the open Casino (4.5.3)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SNN D 1", "list SA-SNN D 2"],
    board: MUSCLE_12_BOARD,
    resources: { SYN: 4 },
    checklist: MUSCLE_12,
  },
  {
    file: "cover-sa-snn-d3",
    title: "NN: Rally, then Muscle: 2 Troops from Las Villas to the west EC (4.5.3)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SNN D 3"],
    board: { "ec-west": { troop: 2 }, "las-villas": { troop: 0 } },
    resources: { SYN: 4 },
    checklist: MUSCLE_3,
  },
  {
    file: "cover-sa-sqq-a",
    title: "QQ: Terror in Matanzas, then Bribe (with Terror) in Havana (3.3.4, 4.5.4)",
    action: "opSA",
    acted: ["box TERROR-SYN 1", "list SA-SQQ A"],
    board: { matanzas: { terror: 1, support: 0, synA: 1 }, havana: { police: 0 } },
    resources: { SYN: 1 },
    checklist: [
      "Syndicate Resources 5 → 4",
      "Place 1 Terror marker in Matanzas",
      "Matanzas: Passive Support → Neutral",
      "Syndicate Resources 4 → 1",
    ],
  },
  {
    file: "cover-sa-sqq-b1",
    title: "QQ: Rally in Havana, then Profit step 1 puts Cash there (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SQQ B 1"],
    board: { havana: { synU: 2, cash: ["synU"] } },
    resources: { SYN: 4 },
    checklist: ["Place a Cash marker with an Underground Syndicate Guerrilla in Havana"],
  },
  {
    file: "cover-sa-sqq-b23",
    title: "QQ: Rally flips, then Profit closes the Casino and removes the Cash: 0 → 6 (4.5.1)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SQQ B 2", "list SA-SQQ B 3"],
    board: { havana: { casinoOpen: 0, casinoClosed: 1 }, matanzas: { cash: [] } },
    resources: { SYN: 6 },
    checklist: [
      "Close 1 open Casino in Havana",
      "Remove a Cash marker held by an Underground Syndicate Guerrilla in Matanzas",
    ],
  },
  {
    file: "cover-sa-sqq-c12",
    title: "QQ, final Campaign: Rally, then Muscle from the EC, then from the open Casino (4.5.3)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SQQ C 1", "list SA-SQQ C 2"],
    board: MUSCLE_12_BOARD,
    resources: { SYN: 4 },
    checklist: MUSCLE_12,
  },
  {
    file: "cover-sa-sqq-c3",
    title: "QQ: Rally, then Muscle: 2 Troops from Las Villas to the west EC (4.5.3)",
    action: "opSA",
    acted: ["box S-RALLY 1", "list SA-SQQ C 3"],
    board: { "ec-west": { troop: 2 }, "las-villas": { troop: 0 } },
    resources: { SYN: 4 },
    checklist: MUSCLE_3,
  },
  {
    file: "cover-terror-syn-1",
    title: "R: Syndicate Terror in Matanzas, then Bribe in Havana (3.3.4, 4.5.4)",
    action: "opSA",
    acted: ["box TERROR-SYN 1", "list SA-SB A"],
    board: { matanzas: { terror: 1, support: 0, synA: 1 }, havana: { police: 0 } },
    resources: { SYN: 11 },
    checklist: [
      "Syndicate Resources 15 → 14",
      "Place 1 Terror marker in Matanzas",
      "Syndicate Resources 14 → 11",
      "Remove 1 Police from Havana to Available",
    ],
  },
];

describe("cover-*.json: each card line no other scenario reached, checked against the rules", () => {
  for (const c of CASES) {
    it(`${c.file}: ${c.title}`, () => {
      const { report, turn, final, acted, texts } = replay(c.file);
      expect(report.ok).toBe(true);
      expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
      expect(turn.action).toBe(c.action);
      for (const line of c.acted) expect(acted).toContain(line);
      for (const [space, facts] of Object.entries(c.board) as [SpaceId, SpaceFacts][])
        expect({ space, ...spaceFacts(final, space, facts) }).toEqual({ space, ...facts });
      for (const [f, v] of Object.entries(c.resources ?? {}))
        expect(final.resources[f as Faction]).toBe(v);
      expect(inOrder(texts, c.checklist)).toEqual([]);
    });
  }
});
