export * from "./dice";
export * from "./log";
export * from "./result";
export * from "./rng";
