export * from "./commands";
export * from "./db";
export * from "./queries";
