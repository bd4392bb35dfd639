// Shared steps for the card-game browser tests (e2e/specs/3x-*.mjs): start a game with a fixed
// seed against bots, make decisions through the page, reload and check the game resumes.

export { check } from "./util.mjs";

export async function startGame(p, baseURL, game, seed) {
  await p.goto(`${baseURL}/games/${game}`);
  await p.getByLabel("Seed (optional)").fill(seed);
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/[?&]game=/);
  await p.getByLabel("Bot speed").selectOption("instant");
}

/** Wait until the person must decide (a prompt) or the game is over; returns which. */
export async function waitForTurn(p) {
  const prompt = p.getByTestId("prompt");
  const result = p.getByTestId("result");
  await prompt.or(result).first().waitFor({ timeout: 20000 });
  return (await result.isVisible()) ? "over" : "decide";
}

export async function stepCount(p) {
  return Number(await p.getByTestId("prompt-box").getAttribute("data-steps"));
}

/** Make one decision with `decide(p)` and wait until the game has taken it. */
export async function decide(p, choose) {
  const before = await stepCount(p);
  await choose(p);
  await p.waitForFunction(
    (n) =>
      Number(document.querySelector('[data-testid="prompt-box"]')?.getAttribute("data-steps")) > n,
    before,
    { timeout: 20000 },
  );
}

export async function logLines(p) {
  return p.getByTestId("game-log").locator("p").count();
}

/** Reload and check the game comes back exactly where it was. */
export async function reloadAndCheck(p, expect) {
  const url = p.url();
  const turn = await p.getByTestId("turn").textContent();
  const lines = await logLines(p);
  const prompt = await p.getByTestId("prompt").textContent();
  await p.reload();
  await waitForTurn(p);
  expect(p.url() === url, `reload kept the game URL (${p.url()})`);
  expect((await p.getByTestId("turn").textContent()) === turn, "the turn survived the reload");
  expect((await logLines(p)) === lines, "the log survived the reload");
  expect(
    (await p.getByTestId("prompt").textContent()) === prompt,
    "the same decision is asked again",
  );
}
