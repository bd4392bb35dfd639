import { check, decide, reloadAndCheck, startGame, waitForTurn } from "../cardgames.mjs";

export const name = "Get Castro: a person plays a few turns against bots, reloads and continues";

const firstChoice = (p) => p.getByTestId("choices").getByRole("button").first().click();

export async function run({ baseURL, page, restartBrowser, screenshot }) {
  let p = await page();
  await startGame(p, baseURL, "get-castro", "e2e-gc-1");
  check(
    (await p.getByTestId("attempt-odds").textContent()).includes("5/9"),
    "the attempt odds are shown",
  );
  let decisions = 0;
  for (; decisions < 8; decisions++) {
    if ((await waitForTurn(p)) === "over") break;
    await decide(p, firstChoice);
  }
  check(decisions >= 4, `several decisions were made (${decisions})`);
  await screenshot(p, "31-get-castro-before-reload");
  if ((await waitForTurn(p)) === "decide") {
    await reloadAndCheck(p, check);
    await decide(p, firstChoice);
  }
  // The saved game also survives closing the browser.
  const url = p.url();
  const ctx = await restartBrowser();
  p = ctx.pages()[0] ?? (await ctx.newPage());
  await p.goto(url);
  await waitForTurn(p);
  for (let i = 0; i < 4 && (await waitForTurn(p)) === "decide"; i++) await decide(p, firstChoice);
  check(
    (await p.getByTestId("game-log").textContent()).includes("Turn"),
    "the log shows the turns played",
  );
  await screenshot(p, "31-get-castro-after-reload");
}
