// The turn views in a real browser: the rules page with its card legend, and the worked-example
// page stepping through the first C8.9 turn. Screenshots at tablet and desktop sizes, light and
// dark, go to e2e/artifacts for review.
export const name = "turn views: rules page and worked example";

const SIZES = [
  ["desktop", { width: 1280, height: 900 }],
  ["tablet-landscape", { width: 1024, height: 768 }],
  ["tablet-portrait", { width: 768, height: 1024 }],
];

async function shoot(p, screenshot, base) {
  for (const [label, size] of SIZES) {
    await p.setViewportSize(size);
    for (const theme of ["light", "dark"]) {
      await p.evaluate(
        (t) => document.documentElement.classList.toggle("dark", t === "dark"),
        theme,
      );
      await screenshot(p, `${base}-${label}-${theme}`);
    }
  }
  await p.evaluate(() => document.documentElement.classList.remove("dark"));
  await p.setViewportSize({ width: 1280, height: 900 });
}

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.goto(`${baseURL}/rules/calixto`);
  await p.getByRole("heading", { name: "How the Calixto system decides" }).waitFor();
  await p.locator("#c8-5-6-step-2").waitFor();
  await p.getByRole("heading", { name: /Government card U/ }).waitFor();
  await shoot(p, screenshot, "rules");

  await p.goto(`${baseURL}/tutorial`);
  const next = p.getByRole("button", { name: "Next step" });
  await next.waitFor();
  // The step keys: N goes forward, P back.
  await p.getByText(/^Step 1 of \d+$/).waitFor();
  await p.keyboard.press("n");
  await p.getByText(/^Step 2 of \d+$/).waitFor();
  await p.keyboard.press("p");
  await p.getByText(/^Step 1 of \d+$/).waitFor();
  // Keyboard only: focus Next and press Enter until the second Sweep destination is in focus.
  await next.focus();
  const row6 = p.getByRole("button", { name: "Row 6: show on the map" });
  for (let i = 0; i < 40 && !(await row6.count()); i++) await p.keyboard.press("Enter");
  await row6.waitFor();
  await p.getByText(/^Step \d+ of \d+$/).waitFor();
  // The map marks the spaces of the choice in focus.
  await p.locator('[data-space="sierra-maestra"][data-highlighted="true"]').waitFor();
  await shoot(p, screenshot, "example-selection");

  // A rule link opens its explanation.
  const link = p
    .locator('li[aria-current="step"]')
    .getByRole("link", { name: /^Rule C8\.5\.6/ })
    .first();
  await link.click();
  await p.waitForURL(/\/rules\/calixto#c8-5-6/);

  await p.goto(`${baseURL}/tutorial`);
  await p.getByRole("button", { name: "Show all steps" }).click();
  // Every step revealed: the counter reads "Step N of N", and the map shows the board after it.
  await p.waitForFunction(() => /Step (\d+) of \1(?!\d)/.test(document.body.textContent ?? ""));
  await p.getByText("The map shows the board after this turn.").waitFor();
  await p.getByRole("checkbox", { name: /Move 1 Troop/ }).check();
  await p.getByText(/^1 of \d+ done$/).waitFor();
  await shoot(p, screenshot, "example-all");
  // The whole example: the last turn is the Propaganda Round.
  const turns = p.getByRole("combobox", { name: /Turn 1 of/ });
  const last = (await turns.locator("option").count()) - 1;
  await turns.selectOption({ index: last });
  await p
    .getByRole("heading", { name: /Propaganda Round/ })
    .first()
    .waitFor();
}
