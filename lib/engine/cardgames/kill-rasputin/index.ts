import { meldEngine } from "../meld-game/engine";
import { KILL_RASPUTIN_RULES } from "./rules";

export { KILL_RASPUTIN_RULES } from "./rules";

/** Kill Rasputin: the shared meld-game rules bound to the Kill Rasputin descriptor. */
export const killRasputin = meldEngine(KILL_RASPUTIN_RULES);
