export { applyFilter, BOOLEAN_TESTS, SCORES } from "./filters";
export {
  columnRows,
  muscleOriginColumn,
  type Narrowed,
  narrowByPriorities,
  rowColumns,
} from "./narrow";
export * from "./types";
export { validatePriorityTable } from "./validate";
