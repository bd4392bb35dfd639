import { lazyPart } from "../../../core/lazy-part";

/**
 * Laying the player's corrections over our data (overlay.ts), loaded only for a turn logged with
 * corrections (issue "Your own cards"): most games have none.
 */
export const overlayPart = lazyPart("the player's corrections", () => import("./overlay"));
