/**
 * NP Events (C8.5.5, C8.8): whether an NP takes the Event and how, the lasting Events it puts on
 * the board, and the flags of the Additional Capability & Momentum Instructions. The effect
 * evaluation (./effects) loads with the Event programs (./judging-part).
 */
export * from "./answers";
export * from "./capabilities";
export * from "./conditions";
export * from "./decision";
export * from "./grants";
export * from "./letter";
export * from "./play";
export * from "./side";
export * from "./tables";
