export * from "./games";
export * from "./replay";
export * from "./types";
