/**
 * The player's own corrections of the Calixto data (issue "Your own cards"): what can be
 * corrected, a strict reader, the overlay over our data, its self-check, words for each.
 */
export { CHECK_AREA_KEYS, CHECK_AREAS, type CheckArea, checkProgress } from "./areas";
export { checkCorrections } from "./check";
export { describeCorrection, sideWords } from "./describe";
export { type CorrectionDiffLine, diffCorrections, mergeCorrections } from "./diff";
export {
  CORRECTIONS_FILE_FORMAT,
  type CorrectionsFile,
  correctionsFile,
  readCorrectionsFile,
} from "./file";
export { BUILT_IN_DATA, overlayCorrections } from "./overlay";
export { parseCorrection } from "./parse";
export {
  type CalixtoData,
  type Correction,
  type CorrectionKind,
  correctionKey,
  type SavedCorrection,
} from "./types";
export { usedCorrection } from "./used";
