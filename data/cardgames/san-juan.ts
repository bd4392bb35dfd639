import type { Side, SjCardSpec, SjEffect, SjType } from "@/data/schema/cardgames";

/**
 * San Juan Hill 1898 decks (seed 003, the two card lists): 32 American and 32 Spanish cards,
 * each with its type letter and force; every card is a single copy. Keys carry the side so
 * the two "Artillery" cards stay distinct.
 */
const card = (
  side: Side,
  key: string,
  name: string,
  kind: SjType,
  force: number,
  effect?: SjEffect,
  note?: string,
): SjCardSpec => ({
  key: `${side.toLowerCase()}-${key}`,
  name,
  kind,
  force,
  side,
  copies: 1,
  ...(effect ? { effect } : {}),
  provenance: note
    ? { source: "INF", ref: `SJ ${side} card list`, note }
    : { source: "sheet", ref: `SJ ${side} card list` },
});

const us = (k: string, n: string, t: SjType, f: number, e?: SjEffect, note?: string) =>
  card("US", k, n, t, f, e, note);
const es = (k: string, n: string, t: SjType, f: number, e?: SjEffect, note?: string) =>
  card("ES", k, n, t, f, e, note);

export const AMERICAN_DECK: readonly SjCardSpec[] = [
  us("rough-riders", "Rough Riders", "U", 5),
  us("roosevelt", "Lieutenant Colonel Teddy Roosevelt", "L", 5),
  us("artillery", "Artillery", "A", 2),
  us("us-regiments", "US Regiments", "U", 3),
  us("infantry", "Infantry", "U", 3),
  us("dismounted-cavalry", "Dismounted cavalry", "U", 2),
  us("gatling-guns", "Gatling Guns", "A", 2),
  us("sims-dudley", "Sims-Dudley dynamite gun", "S", 1, { kind: "eliminate", type: "T" }),
  us("volunteer-formations", "Volunteer formations", "U", 1),
  us("aging-equipment", "Aging equipment", "E", 1),
  us("black-powder", "Black powder", "E", 1),
  us("springfields", "Springfields", "E", 1),
  us("krag-jorgensen", "Breech loading Krag-Jorgensen rifles", "E", 3),
  us("old-field-pieces", "Old field pieces", "A", 1),
  us("buffalo-soldiers", "Buffalo Soldiers", "U", 3),
  us("wheeler", "General Joe Wheeler", "L", 1),
  us("commanders", "Division and brigade commanders", "L", 2),
  us("easily-flanked", "Easily flanked", "T", 4),
  us("encirclement", "Encirclement", "T", 4),
  us("v-corps", "V Corps", "U", 3),
  us("grimes-battery", "Grimes Battery", "A", 2),
  us("71st-ny", "71st NY", "U", 3),
  us("wood", "Colonel Leonard Wood", "L", 3),
  us("former-spanish-trenches", "Former Spanish trenches", "T", 3),
  us("troopers", "Troopers", "U", 3),
  us("shaftner", "General Shaftner", "L", 3),
  us("reform-scattered-units", "Reform scattered units", "M", 3),
  us("observation-balloon", "Observation balloon", "S", 0, { kind: "observe" }),
  us("jingo-press", "Jingo Press Sensationalism", "M", 4),
  us("war-mongering", "War Mongering", "M", 3),
  us("charge", "Charge!!!", "M", 3),
  us("remember-the-maine", "Remember the Maine!", "M", 3),
];

export const SPANISH_DECK: readonly SjCardSpec[] = [
  es("companies", "Companies", "U", 2),
  es("bravery", "Bravery", "M", 3),
  es("grim-determination", "Grim determination", "M", 3),
  es("battalions", "Battalions", "U", 2),
  es("artillery", "Artillery", "A", 3),
  es("leader-casualties", "Leader casualties", "S", 1, { kind: "eliminate", type: "L" }),
  es("sharpshooters", "Sharpshooters", "M", 3),
  es("trenches", "Trenches", "T", 3),
  es("linares", "General Linares", "L", 3),
  es("well-trained", "Well trained", "M", 3),
  es("mauser-rifles", "Mauser rifles", "E", 4),
  es("krupp-pieces", "German-made Krupp pieces", "A", 5),
  es("recruited-cubans", "Recruited Cubans", "U", 1),
  es("remingtons", "Remingtons", "E", 2),
  es(
    "ordonez-gunners",
    "Spanish gunners under Ordóñez",
    "A",
    3,
    undefined,
    "the sheet's text shows the name as Ordo-ez; we restore the lost letter",
  ),
  es("machetes", "Machetes", "E", 1),
  es("heat-humidity", "Heat & humidity", "M", 1),
  es("malaria", "Malaria, Typhoid Fever, & Dysentery", "S", 1, { kind: "eliminate", type: "U" }),
  es("blockhouses", "Blockhouses", "T", 3),
  es("fortified-positions", "Fortified positions", "T", 3),
  es("delaying-force", "Delaying force", "U", 1),
  es("bloody-ford", "Bloody Ford", "T", 3),
  es("kettle-hill", "Kettle Hill", "T", 1),
  es("counterattack", "Counterattack", "T", 3),
  es("spanish-reserve-units", "Spanish reserve units", "U", 2),
  es("main-spanish-line", "Main Spanish line", "U", 4),
  es("sierras-cavalry", "Sierra's cavalry", "U", 2),
  es("bustamante-naval-infantry", "Bustamante's Naval infantry", "U", 2),
  es("high-ground", "High Ground", "T", 5),
  es("entrenchments", "Entrenchments", "T", 3),
  es("detachments", "Detachments", "U", 1),
  es("accurate-fire", "Accurate Fire", "A", 4),
];
