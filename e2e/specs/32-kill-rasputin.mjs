import { check, decide, reloadAndCheck, startGame, waitForTurn } from "../cardgames.mjs";

export const name = "Kill Rasputin: a person plays a few turns against bots, reloads and continues";

const firstChoice = (p) => p.getByTestId("choices").getByRole("button").first().click();

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await startGame(p, baseURL, "kill-rasputin", "e2e-kr-1");
  let decisions = 0;
  for (; decisions < 8; decisions++) {
    if ((await waitForTurn(p)) === "over") break;
    await decide(p, firstChoice);
  }
  check(decisions >= 4, `several decisions were made (${decisions})`);
  const log = await p.getByTestId("game-log").textContent();
  check(/rolls \d for the Event phase|melds/.test(log), "the log shows Event rolls or melds");
  if ((await waitForTurn(p)) === "decide") {
    await reloadAndCheck(p, check);
    for (let i = 0; i < 4 && (await waitForTurn(p)) === "decide"; i++) await decide(p, firstChoice);
  }
  await screenshot(p, "32-kill-rasputin");
}
