export * from "./dice";
export * from "./hash";
export * from "./log";
export * from "./result";
export * from "./rng";
