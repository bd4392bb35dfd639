import { findCodes } from "../codes.mjs";
import { enterCards, newStandardGame } from "../game.mjs";
import { ROUTES } from "../routes.mjs";
import { wait } from "../util.mjs";
// Issue 20, item 4: every page and every turn view speaks the player's words. Each route is
// opened with every <details> open, and a Standard game with the app's deck and dice is played
// for several cards (NP turns, the player's own turn, a Propaganda Round), scanning the visible
// text, the spoken names (aria-label) and the hover titles for internal codes at every step.
export const name = "words, never ids: every route and the turn views show no internal code";

/** The text a player reads or hears on the page, details opened. */
async function pageWords(p) {
  return p.evaluate(() => {
    for (const d of document.querySelectorAll("details")) d.open = true;
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a player reads
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [title]"))
      parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
    return parts.join("\n");
  });
}

const problems = [];
const walked = { turns: 0, propaganda: 0, own: 0 };
async function scan(p, where) {
  const text = await pageWords(p);
  const codes = findCodes(text);
  if (codes.length === 0) return;
  const lines = text.split("\n");
  const context = [...new Set(codes)].map((c) => {
    const line = lines.find((l) => findCodes(l).includes(c)) ?? "";
    return `${c} in "${line.trim().slice(0, 140)}"`;
  });
  problems.push(`${where}: ${context.join("; ")}`);
}

const visible = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible());

/** Card numbers entered in turn: Event cards, then a Propaganda card (#49 is a Propaganda). */
const CARDS = [8, 20, 35, 12, 49, 28, 3];

export async function run({ baseURL, page }) {
  const p = await page();
  for (const route of ROUTES) {
    await p.goto(`${baseURL}${route}`);
    await p.locator("h1, h2").first().waitFor();
    await wait(200);
    await scan(p, route);
  }

  // The card reference: every Faction's cards, both sides.
  await p.goto(`${baseURL}/rules/calixto/cards`);
  for (const f of ["Government", "26July", "Directorio", "Syndicate"]) {
    await p.getByRole("button", { name: f }).first().click();
    const cards = p.getByRole("button", { name: /^Card [A-Z]$/ });
    const n = await cards.count();
    for (let i = 0; i < n; i++) {
      await cards.nth(i).click();
      await scan(p, `/rules/calixto/cards, ${f} card ${i + 1}`);
    }
  }

  // The tutorial: every turn of the worked example, all steps shown.
  await p.goto(`${baseURL}/tutorial`);
  const turns = p.getByRole("combobox", { name: /Turn 1 of/ });
  await turns.waitFor();
  const count = await turns.locator("option").count();
  for (let i = 0; i < count; i++) {
    await p.getByRole("combobox", { name: /^Turn \d+ of/ }).selectOption({ index: i });
    await p.getByRole("button", { name: "Show all steps" }).click();
    await scan(p, `/tutorial, turn ${i + 1}`);
  }

  // A game: Government, Directorio and Syndicate run by Calixto, the app's deck and dice.
  await newStandardGame(p, "E2E words", { baseURL });
  await scan(p, "/game, new");
  const play = p.getByRole("tabpanel");
  const pick = async (label, card) => {
    const box = play.getByRole("searchbox", { name: label });
    await box.fill(String(card));
    await box.press("Enter");
  };
  await enterCards(p, CARDS[0], CARDS[1]);
  let next = 2;
  for (let i = 0; i < 60 && next <= CARDS.length; i++) {
    await wait(150);
    const runNp = p.getByRole("button", { name: /^Run the .* NP turn$/ });
    const propaganda = p.getByRole("button", { name: "Run the Propaganda Round" });
    const playNext = p.getByRole("button", { name: /^Play #\d+/ });
    const confirm = p.getByTestId("confirm-turn");
    if (await visible(runNp)) {
      await runNp.first().click();
      await p.getByTestId("turn-workspace").waitFor();
      await driveTurn(p, `/game, card ${i}`);
      walked.turns++;
    } else if (await visible(propaganda)) {
      await propaganda.click();
      await p.getByTestId("turn-workspace").waitFor();
      await driveTurn(p, "/game, Propaganda Round");
      walked.propaganda++;
    } else if (await visible(confirm)) {
      await driveTurn(p, `/game, card ${i}`);
    } else if (await visible(playNext)) {
      await scan(p, "/game, between cards");
      if (next < CARDS.length) await pick(/card revealed next/i, CARDS[next]);
      next++;
      await playNext.click();
    } else if (await visible(p.getByRole("button", { name: /^Record / }))) {
      // The player's own turn: Pass.
      await scan(p, "/game, your turn");
      walked.own++;
      await p.getByRole("radio", { name: /^Pass/ }).first().check({ force: true });
      await p.getByRole("button", { name: /^Record / }).click();
    } else if (i < 59 && !(await anyControl(p))) {
      // The screen may still be loading a panel (they load when first shown): look again.
      await wait(500);
    } else break;
  }
  for (const tab of ["History", "Readings", "Export", "Map"]) {
    const t = p.getByRole("tab", { name: tab });
    if (await visible(t)) {
      await t.click();
      await scan(p, `/game, ${tab} tab`);
    }
  }
  if (problems.length) throw new Error(`internal codes on screen:\n  ${problems.join("\n  ")}`);
  if (walked.turns < 6 || walked.propaganda < 1 || walked.own < 1)
    throw new Error(`the game walk was too short: ${JSON.stringify(walked)}`);
}

/** Whether the game screen shows any of the controls the walk presses. */
async function anyControl(p) {
  for (const loc of [
    p.getByRole("button", { name: /^Run the .* NP turn$/ }),
    p.getByRole("button", { name: "Run the Propaganda Round" }),
    p.getByRole("button", { name: /^Play #\d+/ }),
    p.getByTestId("confirm-turn"),
    p.getByRole("button", { name: /^Record / }),
  ])
    if (await visible(loc)) return true;
  return false;
}

/** Answer what the turn waits for from the app until the turn can be confirmed; then confirm. */
async function driveTurn(p, where) {
  for (let i = 0; i < 200; i++) {
    await wait(100);
    await scan(p, where);
    const confirm = p.getByTestId("confirm-turn");
    if (await visible(confirm)) {
      await confirm.click();
      const anyway = p.getByTestId("confirm-anyway");
      await anyway.waitFor({ timeout: 3000 }).catch(() => {});
      if (await visible(anyway)) await anyway.click();
      await p.getByTestId("turn-workspace").waitFor({ state: "detached" });
      return;
    }
    let pressed = false;
    for (const name of [
      "Roll for me",
      "Pick for me",
      "Draw from the app deck",
      "The Event is done",
      "Next",
    ]) {
      const b = p.getByRole("button", { name, exact: true });
      if (await visible(b)) {
        // The panel may be replaced as the turn moves on: try again on the next round.
        await b
          .first()
          .click({ timeout: 2000 })
          .catch(() => {});
        pressed = true;
        break;
      }
    }
    // A player's choice in the Propaganda Round (6.2-6.4): decline it where the rules allow,
    // else take the first option.
    const request = p.locator('[data-landing="request"]');
    if (!pressed && (await visible(request))) {
      const decline = request.getByRole("button", { name: /^(No |Stop |Decline)/ });
      const first = request.locator("ul li button");
      const b = (await visible(decline)) ? decline : first;
      if (await visible(b))
        await b
          .first()
          .click({ timeout: 2000 })
          .catch(() => {});
    }
  }
  throw new Error(`${where}: the turn did not end`);
}
