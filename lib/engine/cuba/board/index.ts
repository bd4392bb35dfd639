export * from "./board";
export * from "./changes";
export * from "./describe-diff";
export * from "./edit";
export * from "./space";
export * from "./tracks";
export * from "./validate";
