/** Pure helpers for the turn views: names, labels, rule links, flowchart paths, narrowing, logs. */

export * from "./card-search";
export * from "./checklist";
export * from "./dice-text";
export * from "./eligibility-text";
export * from "./flowchart";
export * from "./highlight";
export * from "./labels";
export * from "./line-text";
export * from "./markdown-log";
export * from "./names";
export * from "./narrowing";
export * from "./rule-links";
export * from "./rule-sections";
export * from "./trace-text";
export * from "./turn-steps";
