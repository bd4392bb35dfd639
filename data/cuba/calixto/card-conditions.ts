import type { ConditionRef } from "@/data/schema/card-sides";

/**
 * Every condition the Calixto cards ask (blue boxes) or attach to a line (red conditionals),
 * defined once and referenced by name from boxes, SA lists and card sides (C8.5.3). `id` names
 * the evaluator in lib/engine/cuba/calixto/conditions; `params` tune it; `pact` overlays the
 * params while Pact of Caracas is in play. Labels are short paraphrases, never card text; the
 * reading of each question follows reference 1.3-1.6 (cited on the evaluators).
 */
export const COND = {
  // --- Government (reference 1.3)
  cityNotActiveSupport: { id: "cityNotActiveSupport", label: "A City short of Active Support?" },
  undergroundAtSupport: {
    id: "guerrillasWhere",
    params: { faction: "any", underground: true, min: 1, support: "support" },
    label: "Any Underground Guerrilla in a space with Support?",
  },
  troopsSpare3: {
    id: "troopsSpareForControl",
    params: { min: 3 },
    label: "3+ Troops beyond Control needs in a City or GOV-Base Province?",
  },
  availableGovBase: {
    id: "available",
    params: { what: "govBase", min: 1 },
    label: "A Government Base Available?",
  },
  ecGuerrillasOverCubes: {
    id: "ecGuerrillasExceedCubes",
    label: "An EC where 26J+DR Guerrillas outnumber cubes?",
  },
  govForcesVulnerableEnemies: {
    id: "govForcesWithVulnerableEnemies",
    label: "A space with GOV forces and Vulnerable Enemies?",
  },
  ecWithGuerrillas: {
    id: "guerrillasWhere",
    params: { faction: "any", underground: false, min: 1, kind: "ec" },
    label: "Guerrillas on any EC?",
  },
  twoPopProvinceNoGovControl: {
    id: "populatedSpace",
    params: { pop: 2, exact: true, kind: "province", withoutControlOf: "GOV" },
    label: "A Pop-2 Province the Government does not Control?",
  },
  assaultCouldRemove: {
    id: "assaultCouldRemove",
    params: { guerrillas: 3 },
    label: "One Assault could take 3+ Guerrillas or a Base/Casino?",
  },
  available4Cubes: {
    id: "available",
    params: { what: "cubes", min: 4 },
    label: "4+ cubes Available?",
  },
  govControlAtOpposition: {
    id: "govControlAtOpposition",
    label: "A GOV-Controlled space at Opposition?",
  },
  sweepGovControlAtOpposition: {
    id: "govControlAtOpposition",
    params: { withOperation: "sweep" },
    label: "Sweep, and a GOV-Controlled space at Opposition?",
  },
  sweepChosen: {
    id: "operationIs",
    params: { operation: "sweep" },
    label: "Operation is Sweep?",
  },

  // --- 26July (reference 1.4)
  m26UndergroundNotActiveOpp: {
    id: "guerrillasWhere",
    params: { faction: "26J", underground: true, min: 1, support: "notActiveOpposition" },
    pact: { support: "noOpposition" },
    label: "Underground 26J Guerrilla where not at Active Opposition?",
  },
  m26Roll1d6AtMostAvailable: {
    id: "dieVsGuerrillas",
    params: { die: "1d6", test: "rollAtMost", faction: "26J", count: "available" },
    label: "1d6 at most the Available 26J Guerrillas?",
  },
  m26AvailableBelow1d6: {
    id: "dieVsGuerrillas",
    params: { die: "1d6", test: "countBelowRoll", faction: "26J", count: "available" },
    label: "Available 26J Guerrillas fewer than 1d6?",
  },
  m26Moveable2: {
    id: "moveableAdjacentToUncontrolled",
    params: { faction: "26J", min: 2 },
    label: "2+ moveable 26J in one space, next to a space 26J does not Control?",
  },
  m26Moveable1: {
    id: "moveableAdjacentToUncontrolled",
    params: { faction: "26J", min: 1 },
    label: "A moveable 26J Guerrilla next to a space without 26J Control?",
  },
  m26Four: {
    id: "guerrillasWhere",
    params: { faction: "26J", underground: false, min: 4 },
    label: "4+ 26J Guerrillas in one space?",
  },
  m26UndergroundPop2Support: {
    id: "guerrillasWhere",
    params: { faction: "26J", underground: true, min: 1, minPop: 2, support: "support" },
    label: "Underground 26J Guerrilla in a Pop 2+ space with Support?",
  },
  m26UndergroundPop2NotActiveOpp: {
    id: "guerrillasWhere",
    params: {
      faction: "26J",
      underground: true,
      min: 1,
      minPop: 2,
      support: "notActiveOpposition",
    },
    pact: { support: "noOpposition" },
    label: "Underground 26J in a Pop 2+ space short of Active Opposition?",
  },
  m26AttackTarget: {
    id: "attackTarget",
    params: { faction: "26J" },
    pact: { ignore: "DR" },
    label: "4+ 26J Guerrillas, or an Underground one, with enemy forces?",
  },
  m26AttackTargetNoControl: {
    id: "attackTarget",
    params: { faction: "26J", noOwnControl: true },
    pact: { ignore: "DR" },
    label: "4+ 26J (or 1 Underground) with enemies, no 26J Control?",
  },
  m26BaseRoomNoSupport: {
    id: "baseRoomWithGuerrillas",
    params: { faction: "26J", min: 3, support: "noSupport" },
    label: "3+ 26J Guerrillas, no Support, room for an Available 26J Base?",
  },
  m26Pop2NotActiveOpp: {
    id: "populatedSpace",
    params: { pop: 2, exact: false, support: "notActiveOpposition" },
    label: "A Pop 2+ space not at Active Opposition?",
  },
  available26jGuerrillas4: {
    id: "available",
    params: { what: "m26Guerrilla", min: 4 },
    label: "4+ 26J Guerrillas Available",
  },

  // --- Directorio (reference 1.5)
  drAvailableBelow1d6: {
    id: "dieVsGuerrillas",
    params: { die: "1d6", test: "countBelowRoll", faction: "DR", count: "available" },
    label: "Available DR Guerrillas fewer than 1d6?",
  },
  drRoll1d6AtMostAvailable: {
    id: "dieVsGuerrillas",
    params: { die: "1d6", test: "rollAtMost", faction: "DR", count: "available" },
    label: "1d6 at most the Available DR Guerrillas?",
  },
  drUndergroundAtActive: {
    id: "guerrillasWhere",
    params: { faction: "DR", underground: true, min: 1, support: "activeEither" },
    pact: { support: "activeSupport" },
    label: "Underground DR where the level is Active (either side)?",
  },
  drAttackTarget: {
    id: "attackTarget",
    params: { faction: "DR" },
    pact: { ignore: "26J" },
    label: "4+ DR Guerrillas, or an Underground one, with enemy forces?",
  },
  drAttackTargetNoControl: {
    id: "attackTarget",
    params: { faction: "DR", noOwnControl: true },
    pact: { ignore: "26J" },
    label: "4+ DR (or 1 Underground) with enemies, no DR Control?",
  },
  drAvailableBase: {
    id: "available",
    params: { what: "drBase", min: 1 },
    label: "A DR Base Available?",
  },
  drRollOrBaseRoom: {
    id: "rollOrBaseRoom",
    params: {
      faction: "DR",
      die: "1d6",
      min: 3,
      support: "noActive",
    },
    label: "1d6 at most Available DR, or 3+ DR with room for a DR Base?",
  },
  drBaseRoomNoActive: {
    id: "baseRoomWithGuerrillas",
    params: { faction: "DR", min: 3, support: "noActive" },
    label: "3+ DR Guerrillas, no Active level, room for an Available DR Base?",
  },
  drMoveable2: {
    id: "moveableAdjacentToUncontrolled",
    params: { faction: "DR", min: 2 },
    label: "2+ moveable DR in one space, next to a space DR does not Control?",
  },
  drMoveable1: {
    id: "moveableAdjacentToUncontrolled",
    params: { faction: "DR", min: 1 },
    label: "A moveable DR Guerrilla next to a space without DR Control?",
  },
  drUndergroundAtLevel: {
    id: "guerrillasWhere",
    params: { faction: "DR", underground: true, min: 1, support: "supportOrOpposition" },
    pact: { support: "support" },
    label: "Underground DR in a space that is not Neutral?",
  },
  twoPopNoDrControl: {
    id: "populatedSpace",
    params: { pop: 2, exact: true, withoutControlOf: "DR" },
    label: "A Pop-2 space the Directorio does not Control?",
  },
  availableDrGuerrillas4: {
    id: "available",
    params: { what: "drGuerrilla", min: 4 },
    label: "4+ DR Guerrillas Available",
  },

  // --- Syndicate (reference 1.6)
  availableCasino: {
    id: "available",
    params: { what: "casino", min: 1 },
    label: "A Casino Available?",
  },
  constructPossible: {
    id: "constructPossible",
    params: { minResources: 6, open: "finalCampaign" },
    label: "SYN Resources over 5 and a space where Construct works?",
  },
  constructPossibleT: {
    id: "constructPossible",
    params: { minResources: 6, open: "always" },
    label: "SYN Resources over 5 and a space to place or open a Casino?",
  },
  synMoveableWithCash: {
    id: "moveableWithCash",
    params: { faction: "SYN" },
    label: "A moveable SYN Guerrilla holding Cash?",
  },
  openCasinosBelow8: {
    id: "openCasinos",
    params: { below: 8 },
    label: "Fewer than 8 open Casinos?",
  },
  syn2Underground: {
    id: "guerrillasWhere",
    params: { faction: "SYN", underground: true, min: 2 },
    label: "2+ Underground SYN Guerrillas in one space?",
  },
  availableCash: {
    id: "available",
    params: { what: "cash", min: 1 },
    label: "A Cash marker Available?",
  },
  synUndergroundAtLevel: {
    id: "guerrillasWhere",
    params: { faction: "SYN", underground: true, min: 1, support: "supportOrOpposition" },
    label: "Underground SYN in a space that is not Neutral?",
  },
  synUndergroundAtLevelNoCasino: {
    id: "guerrillasWhere",
    params: {
      faction: "SYN",
      underground: true,
      min: 1,
      support: "supportOrOpposition",
      noOpenCasino: true,
    },
    label: "Underground SYN in a non-Neutral space with no open Casino?",
  },
  synRoll1d3: {
    id: "dieVsGuerrillas",
    params: { die: "1d3", test: "rollAtMost", faction: "SYN", count: "availableAndActive" },
    label: "1d3 at most the Available plus Active SYN Guerrillas?",
  },
  synResourcesBelow6: {
    id: "synResources",
    params: { op: "lt", n: 6 },
    label: "SYN Resources under 6?",
  },
  synResourcesAtMost5: {
    id: "synResources",
    params: { op: "lte", n: 5 },
    label: "SYN Resources 5 or less",
  },
  synResourcesOver8: {
    id: "synResources",
    params: { op: "gt", n: 8 },
    label: "SYN Resources over 8",
  },
  synGuerrillaSupply: {
    id: "availableOrActiveGuerrillas",
    params: { faction: "SYN", min: 1 },
    label: "Any SYN Guerrilla Available or Active?",
  },
  finalCampaign: { id: "finalCampaign", params: { is: true }, label: "Final Campaign" },
  notFinalCampaign: { id: "finalCampaign", params: { is: false }, label: "Not the final Campaign" },
  synIsPlayer: {
    id: "factionIsPlayer",
    params: { faction: "SYN" },
    label: "Syndicate is a player",
  },
  rallyChosen: { id: "operationIs", params: { operation: "rally" }, label: "Operation is Rally" },
  terrorChosen: {
    id: "operationIs",
    params: { operation: "terror" },
    label: "Operation is Terror",
  },
} as const satisfies Record<string, ConditionRef>;

export type CondName = keyof typeof COND;
