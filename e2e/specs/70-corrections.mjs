import { join } from "node:path";
import { startGovernmentTurn } from "../game.mjs";
// Issue 13's done-when: the player corrects card Y on the card reference page so its first box's
// arrows go the other way (yes → DRAW, no → the second box); the next Government turn of C8.9
// card 1 (which draws Y then U) then Sweeps from Y, its trace saying it read the correction.
// The correction is exported, reverted (a new turn draws the second card again) and imported
// back after its readable difference.
export const name =
  "Corrections: correct card Y's first box, the turn reads it; export, revert, import";

async function drawCard(p, card) {
  await p
    .getByRole("button", { name: new RegExp(`^${card}\\b`) })
    .first()
    .click();
}

async function openCards(p, baseURL, hash) {
  await p.goto(`${baseURL}/rules/calixto/cards${hash}`);
  await p.getByRole("heading", { name: "The Calixto cards as the app reads them" }).waitFor();
}

export async function run({ baseURL, page, screenshot, artifacts }) {
  const p = await page();
  // The page is long: a shot of what is on screen, besides the full-page ones.
  const onScreen = (name) => p.screenshot({ path: join(artifacts, `${name}.png`) });
  await p.setViewportSize({ width: 1440, height: 1000 });

  // 1. Correct card Y's first box on the reference page.
  await openCards(p, baseURL, "#Y");
  await p.getByText("You have checked 0 of 48 card sides and 0 of 13 tables.").waitFor();
  const front = p.getByRole("region", { name: "Calixto card Y, front" });
  await front.getByRole("button", { name: "Correct this side to match my card" }).click();
  const q1 = front.getByRole("group", { name: /^Q1: / });
  await q1
    .getByRole("combobox", { name: "The yes arrow (green) leads to" })
    .selectOption({ label: "DRAW a new card" });
  await q1
    .getByRole("combobox", { name: "The no arrow (red) leads to" })
    .selectOption({ label: "Q2" });
  await q1.getByRole("textbox", { name: "Where I read it (optional)" }).fill("my card Y");
  await q1.getByRole("button", { name: "Save Q1" }).click();
  await front.getByRole("region", { name: "Your card" }).waitFor();
  await front.getByRole("region", { name: "The app's reading" }).waitFor();
  await front.getByRole("checkbox", { name: "I checked this side against my card" }).click();
  await p.getByText("You have checked 1 of 48 card sides and 0 of 13 tables.").waitFor();
  await screenshot(p, "corrections-1-side-by-side-desktop");
  await front.getByRole("region", { name: "Your card" }).scrollIntoViewIfNeeded();
  await onScreen("corrections-1-side-by-side-desktop-view");
  await front
    .getByRole("region", { name: "Your corrections on this side" })
    .scrollIntoViewIfNeeded();
  await onScreen("corrections-1-list-and-editor-desktop-view");
  await p.setViewportSize({ width: 1024, height: 768 });
  await screenshot(p, "corrections-1-side-by-side-tablet");
  await front.getByRole("region", { name: "Your card" }).scrollIntoViewIfNeeded();
  await onScreen("corrections-1-side-by-side-tablet-view");
  await p.setViewportSize({ width: 390, height: 844 });
  await screenshot(p, "corrections-1-side-by-side-phone");
  await q1.scrollIntoViewIfNeeded();
  await onScreen("corrections-1-editor-phone-view");
  await p.setViewportSize({ width: 1440, height: 1000 });

  // 2. The Government turn (C8.9 card 1) names Y: the corrected Q1 answers no → Q2 → Sweep, so
  // the next request is the Activation Number die, not a second card.
  await p.goto(baseURL);
  await startGovernmentTurn(p, "E2E corrections");
  await drawCard(p, "Y");
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();
  // The step view follows the turn to its newest step; "Show all steps" is then already done.
  const all = p.getByRole("button", { name: "Show all steps" });
  if (await all.isEnabled()) await all.click();
  await p.evaluate(() => {
    for (const d of document.querySelectorAll("details")) d.open = true;
  });
  await p
    .getByText(/Read from your correction/)
    .first()
    .waitFor({ state: "attached" });
  await screenshot(p, "corrections-2-turn-reads-it-desktop");

  // 3. Export, then revert it on the reference page.
  await openCards(p, baseURL, "#my-corrections");
  const panel = p.getByRole("region", { name: "My corrections" });
  await panel.getByText(/Calixto card Y, front: the box/).waitFor();
  const [download] = await Promise.all([
    p.waitForEvent("download"),
    panel.getByRole("button", { name: "Export my corrections" }).click(),
  ]);
  if (download.suggestedFilename() !== "calixto-corrections.json")
    throw new Error(`exported as ${download.suggestedFilename()}`);
  const file = await download.path();
  await panel.getByRole("button", { name: /^Revert: Calixto card Y, front/ }).click();
  await panel.getByText("You have no corrections: the app reads its own data.").waitFor();

  // 4. A new turn draws the second card again after Y.
  await p.goto(baseURL);
  await startGovernmentTurn(p, "E2E corrections reverted");
  await drawCard(p, "Y");
  await p
    .getByText(/Calixto card Y\b/)
    .first()
    .waitFor();
  await drawCard(p, "U");
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();

  // 5. Import the exported file: the difference lists it as added, Apply brings it back.
  await openCards(p, baseURL, "#my-corrections");
  const again = p.getByRole("region", { name: "My corrections" });
  await again.getByText("You have no corrections: the app reads its own data.").waitFor();
  await again.getByLabel("Import corrections…").setInputFiles(file);
  const diff = again.getByRole("region", { name: "What the file would change" });
  await diff.getByText(/Calixto card Y, front: the box/).waitFor();
  const added = await diff.textContent();
  if (!/Added:/.test(added ?? "")) throw new Error(`the difference does not say added: ${added}`);
  await diff.getByText("Apply these 1 change?").waitFor();
  await diff.scrollIntoViewIfNeeded();
  await screenshot(p, "corrections-3-import-diff-desktop");
  await onScreen("corrections-3-import-diff-desktop-view");
  await p.setViewportSize({ width: 1024, height: 768 });
  await screenshot(p, "corrections-3-import-diff-tablet");
  await p.setViewportSize({ width: 1440, height: 1000 });
  await diff.getByRole("button", { name: "Apply" }).click();
  await again.getByRole("button", { name: /^Revert: Calixto card Y, front/ }).waitFor();
  await again.getByText("Your note: my card Y").waitFor();
}
