import type { Provenance, SideId } from "@/data/schema/calixto";
import type { FlowNode } from "@/data/schema/card-sides";
import { M26_ALTERNATIVES } from "./cards-26j";
import { GOV_ALTERNATIVES } from "./cards-gov";
import { SYN_ALTERNATIVES } from "./cards-syn";

/**
 * Where the sources disagree about a card (reference 1.7, 5). The card data holds the
 * recommended reading; each conflict below keeps the alternative beside it as a patch. Choose
 * the alternative with one line: `options.conflicts["<id>"] = "alternative"` (RuleOptions,
 * read through `reading()`); `resolveSide` applies it.
 */
export interface CardConflict {
  id: string;
  /** Our short description of the question. */
  label: string;
  recommended: string;
  alternative: string;
  provenance: Provenance;
  /** What the alternative reading changes. */
  patch: {
    /** Nodes replaced (matched by id) on a side. */
    nodes?: { side: SideId; node: FlowNode }[];
    /** Nodes dropped from a side (no longer reachable). */
    removeNodes?: { side: SideId; node: string }[];
    /** Operation boxes swapped for another box on every side that uses them. */
    boxes?: Record<string, string>;
  };
}

export const CARD_CONFLICTS: readonly CardConflict[] = [
  {
    id: "uu-place-base",
    label: "Card UU: is Place Base a starred line?",
    recommended: "starred, as on V, W and ZZ (C8.6.4 lists it as a Train alternative)",
    alternative: "an arrowed reminder under Civic Action, as T-ocr and T-json print it",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 1; ref 5 item 12" },
    patch: { nodes: [{ side: "UU", node: GOV_ALTERNATIVES.uuPlaceBaseArrow }] },
  },
  {
    id: "yx-reprisal",
    label: "Cards Y and X: does Reprisal B need GOV Control at Opposition?",
    recommended: "no condition, as both transcriptions show",
    alternative: "the same red condition as on U and VV (possibly lost in OCR)",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 2; ref 5 item 11" },
    patch: {
      nodes: [
        { side: "Y", node: GOV_ALTERNATIVES.yxReprisalCondition },
        { side: "X", node: GOV_ALTERNATIVES.yxReprisalCondition },
      ],
    },
  },
  {
    id: "gov-back-sa-position",
    label: "Cards WW, XX, YY: SA before or after the Operation?",
    recommended: "before, as on Z which uses the same kind of list (T-ocr order on WW)",
    alternative: "after the Operation",
    provenance: { source: "CONFLICT", ref: "ref 1.3; ref 5 item 10" },
    patch: {
      nodes: (["WW", "XX", "YY"] as const).flatMap((side) =>
        GOV_ALTERNATIVES.backSaAfter[side].map((node) => ({ side, node })),
      ),
    },
  },
  {
    id: "mm-attack-ambush",
    label: "Card MM: does the Attack branch carry the Ambush list?",
    recommended: "yes, per T-json",
    alternative: "no SA box on the Attack branch (not visible in T-ocr)",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 4" },
    patch: { nodes: [{ side: "MM", node: M26_ALTERNATIVES.mmAttackNoAmbush }] },
  },
  {
    id: "attack-column",
    label: "Attack boxes: which Space Selection column?",
    recommended: "Attack, as the cards print it (card AA line 2 keeps Remove)",
    alternative: "Remove or Replace for both lines, as C8.6.5 describes Attack",
    provenance: { source: "CONFLICT", ref: "ref 5 item 9; C8.6.5" },
    patch: {
      boxes: {
        "ATTACK-26J": "ATTACK-26J-ALT",
        "ATTACK-DR": "ATTACK-DR-ALT",
        "ATTACK-DR-AA": "ATTACK-DR-ALT",
      },
    },
  },
  {
    id: "t-q2-wording",
    label: "Card T, Q2: may opening a Casino count outside the final Campaign?",
    recommended: "yes: T-ocr wording (place or open) has no final-Campaign clause",
    alternative: "as N, P and Q: opening counts only in the final Campaign (T-json key)",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 6" },
    patch: { nodes: [{ side: "T", node: SYN_ALTERNATIVES.tQ2LikeN }] },
  },
  {
    id: "t-sa-position",
    label: "Card T: where is the SA box?",
    recommended: "between Q1 and Q2 (T-ocr box order): the SA comes first",
    alternative: "after Construct, Q1 leading straight to Q2 (T-json has no position)",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 6" },
    patch: {
      nodes: [
        { side: "T", node: SYN_ALTERNATIVES.tSaAfter.q1 },
        { side: "T", node: SYN_ALTERNATIVES.tSaAfter.construct },
      ],
      removeNodes: [{ side: "T", node: "sa" }],
    },
  },
];
