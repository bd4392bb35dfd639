import { check, decide, reloadAndCheck, startGame, waitForTurn } from "../cardgames.mjs";

export const name =
  "San Juan Hill: a person plays a few hands against a bot, reloads and continues";

/** Reserve and Withdrawal: keep the hand; Attack: send the first card. */
async function play(p) {
  const prompt = await p.getByTestId("prompt").textContent();
  if (prompt.startsWith("Attack")) {
    await p.getByTestId("choices").getByRole("button").first().click();
    await p.getByRole("button", { name: /^Attack with/ }).click();
  } else {
    await p.getByRole("button", { name: /^Keep/ }).click();
  }
}

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await startGame(p, baseURL, "san-juan", "e2e-sj-1");
  for (let i = 0; i < 7; i++) {
    if ((await waitForTurn(p)) === "over") break;
    await decide(p, play);
  }
  check(
    (await p.getByTestId("battle").textContent()).includes("attacks revealed"),
    "a battle was revealed",
  );
  const won = await p.getByTestId("score-track").locator("li").filter({ hasNotText: "—" }).count();
  check(won >= 2, `hands were scored on the track (${won})`);
  await reloadAndCheck(p, check);
  for (let i = 0; i < 6 && (await waitForTurn(p)) === "decide"; i++) await decide(p, play);
  await screenshot(p, "33-san-juan");
}
