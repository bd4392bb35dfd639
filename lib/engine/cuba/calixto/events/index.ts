/**
 * NP Events (C8.5.5, C8.8): whether an NP takes the Event and how, the lasting Events it puts on
 * the board, and the flags of the Additional Capability & Momentum Instructions.
 */
export * from "./answers";
export * from "./capabilities";
export * from "./conditions";
export * from "./decision";
export * from "./effects";
export * from "./grants";
export * from "./letter";
export * from "./play";
export * from "./side";
export * from "./tables";
