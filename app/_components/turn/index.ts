/** The turn-runner views: props-driven client components, wired to the NP-turn machines by the caller. */
export { CardDrawPanel, type CardDrawPanelProps, type CardRequest } from "./card-draw-panel";
export { Checklist, type ChecklistProps } from "./checklist";
export { DicePanel, type DicePanelProps, type DiceRequest } from "./dice-panel";
export type { BoxOverride } from "./flow-question";
export { FlowchartView, type FlowchartViewProps } from "./flowchart-view";
export { NarrowingTable, type NarrowingTableProps, type SpaceOverride } from "./narrowing-table";
export { QuestionPanel, type QuestionRequest } from "./question-panel";
export { RuleLink } from "./rule-link";
export { SpaceChip } from "./space-chip";
export type { OverrideHandler } from "./step-body";
export { TieBreakPanel, type TieBreakRequest } from "./tie-break-panel";
export { TurnSteps, type TurnStepsProps } from "./turn-steps";
