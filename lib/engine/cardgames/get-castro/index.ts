import { meldEngine } from "../meld-game/engine";
import { GET_CASTRO_RULES } from "./rules";

export { GET_CASTRO_RULES } from "./rules";

/** Get Castro: the shared meld-game rules bound to the Get Castro descriptor. */
export const getCastro = meldEngine(GET_CASTRO_RULES);
