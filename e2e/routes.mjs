// Every route a browser spec visits on its own (the game screen needs a game first), the 404
// page included. Shared by the words (80) and accessibility (85) specs.
export const ROUTES = [
  "/",
  "/games",
  "/games/get-castro",
  "/games/get-castro/rules",
  "/games/kill-rasputin",
  "/games/kill-rasputin/rules",
  "/games/san-juan",
  "/games/san-juan/rules",
  "/rules/calixto",
  "/rules/calixto/cards",
  "/tutorial",
  "/no-such-page",
];
