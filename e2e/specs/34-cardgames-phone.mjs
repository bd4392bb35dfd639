import { check, decide, startGame, waitForTurn } from "../cardgames.mjs";

// Issue 23 item 1: on a phone (390x844) the decision is on screen at every turn: the log scrolls
// inside its own box, never the page away from the prompt and its buttons.
export const name =
  "Card games on a phone: the prompt and its buttons stay in view at every decision";

const firstChoice = (p) => p.getByTestId("choices").getByRole("button").first().click();

/** San Juan Hill: keep the hand at Reserve and Withdrawal; attack with the first card. */
async function sanJuan(p) {
  const prompt = await p.getByTestId("prompt").textContent();
  if (prompt.startsWith("Attack")) {
    await p.getByTestId("choices").getByRole("button").first().click();
    await p.getByRole("button", { name: /^Attack with/ }).click();
  } else await p.getByRole("button", { name: /^Keep/ }).click();
}

async function inView(p, testId) {
  const box = await p.getByTestId(testId).first().boundingBox();
  const h = p.viewportSize().height;
  return box !== null && box.y >= 0 && box.y < h - 40;
}

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 390, height: 844 });
  for (const game of ["get-castro", "kill-rasputin", "san-juan"]) {
    await startGame(p, baseURL, game, `e2e-phone-${game}`);
    for (let i = 0; i < 6; i++) {
      if ((await waitForTurn(p)) === "over") break;
      check(await inView(p, "prompt"), `${game}, decision ${i + 1}: the prompt is on screen`);
      check(await inView(p, "choices"), `${game}, decision ${i + 1}: its buttons are on screen`);
      await decide(p, game === "san-juan" ? sanJuan : firstChoice);
    }
    await screenshot(p, `34-${game}-phone`);
  }
}
