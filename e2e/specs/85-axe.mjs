import { createRequire } from "node:module";
// Issue 20, item 9: axe-core (WCAG 2 A and AA rules) finds nothing on any route, in the light and
// the dark theme: the home page with a saved game, the board with its tabs, an NP turn halfway
// and done, the worked example, the rules and card reference, the card games, the 404 page.
export const name =
  "accessibility: axe-core finds no WCAG 2 A/AA violation on any route, light and dark";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const ROUTES = [
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

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every violation of the WCAG 2 A/AA rules on the page as it is, details opened. */
async function violations(p) {
  await p.evaluate(() => {
    for (const d of document.querySelectorAll("details")) d.open = true;
  });
  await wait(150);
  if (!(await p.evaluate(() => "axe" in window))) await p.addScriptTag({ path: AXE });
  return p.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    });
    return r.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1] ?? ""}`),
    }));
  });
}

export async function run({ baseURL, page }) {
  const p = await page();
  const found = [];
  const check = async (where) => {
    for (const v of await violations(p))
      found.push(
        `${where}: ${v.id} (${v.help}), ${v.nodes.length}×\n      ${v.nodes.slice(0, Number(process.env.AXE_NODES ?? 8)).join("\n      ")}`,
      );
  };

  for (const theme of ["light", "dark"]) {
    await p.emulateMedia({ colorScheme: theme });
    for (const route of ROUTES) {
      await p.goto(`${baseURL}${route}`);
      await p.locator("h1, h2").first().waitFor();
      await wait(300);
      await check(`${theme} ${route}`);
    }
  }

  // A game: the home list with it, the board and its tabs, an NP turn waiting and done.
  await p.emulateMedia({ colorScheme: "light" });
  await p.goto(baseURL);
  await p.getByRole("textbox", { name: "Name" }).fill("E2E axe");
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  await p.getByRole("radio", { name: "I roll and type the faces" }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);
  const gameUrl = p.url();
  const play = p.getByRole("tabpanel");
  for (const [label, card] of [
    [/the card in play/, 8],
    [/the next card/, 20],
  ]) {
    const box = play.getByRole("searchbox", { name: label });
    await box.fill(String(card));
    await box.press("Enter");
  }
  await p.getByRole("button", { name: /^Run the .* NP turn$/ }).waitFor();
  for (const theme of ["light", "dark"]) {
    await p.emulateMedia({ colorScheme: theme });
    await wait(200);
    await check(`${theme} /game, the Play tab between turns`);
  }
  await p.emulateMedia({ colorScheme: "light" });
  await p.getByRole("button", { name: /^Run the .* NP turn$/ }).click();
  await p.getByTestId("turn-workspace").waitFor();
  await p.getByRole("button", { name: "Roll for me" }).first().waitFor();

  for (const theme of ["light", "dark"]) {
    await p.emulateMedia({ colorScheme: theme });
    await p.goto(gameUrl);
    await p.getByTestId("turn-workspace").waitFor();
    await wait(300);
    await check(`${theme} /game, a die awaited`);
    // A map space opened for editing.
    await p.getByRole("button", { name: /^Havana,/ }).click();
    await p.getByRole("dialog").waitFor();
    await wait(200);
    await check(`${theme} /game, a space's editor`);
    await p.keyboard.press("Escape");
    await p.getByRole("dialog").waitFor({ state: "detached" });
    for (const tab of ["Tracks & cards", "Readings", "History"]) {
      const t = p.getByRole("tab", { name: tab });
      if ((await t.count()) === 0) continue;
      await t.click();
      await wait(200);
      await check(`${theme} /game, ${tab} tab`);
    }
    await p.goto(baseURL);
    await p.getByRole("link", { name: "E2E axe" }).waitFor();
    await check(`${theme} /, a saved game`);
  }

  // The turn done: its checklist and confirm.
  await p.emulateMedia({ colorScheme: "light" });
  await p.goto(gameUrl);
  for (let i = 0; i < 40; i++) {
    if ((await p.getByTestId("confirm-turn").count()) > 0) break;
    await p
      .getByRole("button", { name: "1", exact: true })
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
    await wait(150);
  }
  await p.getByTestId("confirm-turn").waitFor();
  for (const theme of ["light", "dark"]) {
    await p.emulateMedia({ colorScheme: theme });
    await wait(200);
    await check(`${theme} /game, the turn done`);
  }

  if (found.length) throw new Error(`axe-core found ${found.length}:\n  ${found.join("\n  ")}`);
}
