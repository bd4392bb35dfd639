// Issue "At the table", item 2: on desktop and landscape tablet (width ≥ 1024) the map, the current
// step and the "At the table" checklist are in view together, with no page scrolling; the turn
// panel scrolls on its own. Checked by bounding boxes (and what is drawn at each box's centre) on
// the Government NP turn of the worked example (C8.9 card 1: cards Y then U, dice 3 then 1), at
// 1024x768 and 1440x1000; portrait (768x1024) shows them too, stacked: map, current step,
// checklist; the phone switches between the panel (step, then checklist) and the map. The
// tutorial's map stays in view while stepping.
import { join } from "node:path";
import { pressesSaved, startGovernmentTurn } from "../game.mjs";

export const name =
  "Layout: map, current step and checklist in view together at 1024x768 and 1440x1000; tutorial map stays";

/**
 * Where an element is not fully visible: outside the viewport, clipped by a scrolling ancestor, or
 * covered at its centre by something else. An empty list means fully in view.
 */
async function notVisible(locator, what) {
  const el = locator.first();
  await el.waitFor();
  return el.evaluate((node, label) => {
    const r = node.getBoundingClientRect();
    const out = [];
    if (r.width === 0 || r.height === 0) out.push(`${label} has no size`);
    const eps = 0.5;
    if (r.top < -eps || r.left < -eps) out.push(`${label} starts outside the viewport`);
    if (r.bottom > innerHeight + eps || r.right > innerWidth + eps)
      out.push(
        `${label} ends outside the viewport (bottom ${Math.round(r.bottom)} of ${innerHeight})`,
      );
    for (let a = node.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const c = a.getBoundingClientRect();
      if (
        r.top < c.top - eps ||
        r.bottom > c.bottom + eps ||
        r.left < c.left - eps ||
        r.right > c.right + eps
      )
        out.push(`${label} is clipped by a scrolling box (${a.tagName.toLowerCase()})`);
    }
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 12), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(node === hit || node.contains(hit)))
      out.push(
        `${label} is covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.outerHTML.slice(0, 80)}`,
      );
    return out;
  }, what);
}

async function expectInView(items, where) {
  const problems = [];
  for (const [locator, what] of items) problems.push(...(await notVisible(locator, what)));
  if (problems.length) throw new Error(`${where}:\n  ${problems.join("\n  ")}`);
}

/** Scroll the box the current step scrolls in (the turn panel) to its end, as a player would. */
const scrollTurnPanel = (step) =>
  step.first().evaluate((node) => {
    for (let a = node.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (/(auto|scroll)/.test(s.overflowY) && a.scrollHeight > a.clientHeight) {
        a.scrollTop = a.scrollHeight;
        return true;
      }
    }
    return false;
  });

const viewShot = (p, artifacts, name) => p.screenshot({ path: join(artifacts, `${name}.png`) });

export async function run({ baseURL, page, screenshot, artifacts }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(baseURL);
  await startGovernmentTurn(p, "E2E layout");
  for (const card of ["Y", "U"]) {
    await p
      .getByRole("button", { name: new RegExp(`^${card}\\b`) })
      .first()
      .click();
  }
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();
  // What the turn waits for is on screen with its buttons, and the page itself never scrolls
  // (issue "At the table", items 1-2): only the steps scroll, inside their panel.
  const docHeight = () =>
    p.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  for (let i = 0; i < 2; i++) {
    const [docH, innerH] = await docHeight();
    if (docH > innerH) throw new Error(`1024x768: the page is ${docH} px tall in ${innerH}`);
    await expectInView(
      [
        [p.getByRole("heading", { name: /Activation Number/ }), "the die request's heading"],
        [p.getByRole("button", { name: "Roll for me" }), "Roll for me"],
        [p.getByRole("button", { name: "6", exact: true }), "the die face 6"],
      ],
      `1024x768 waiting for a die${i ? ", after showing every step" : ""}`,
    );
    const all = p.getByRole("button", { name: "Show all steps" });
    if (await all.isEnabled()) await all.click();
    await p.waitForTimeout(200);
  }
  await p.getByRole("button", { name: "3", exact: true }).click();
  await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").first().waitFor();
  await p.getByRole("button", { name: "1", exact: true }).click();
  await p.getByTestId("confirm-turn").waitFor();
  // The reloads below must not come while that die is shown but not saved (the page would ask).
  await pressesSaved(p);

  const havana = p.getByRole("button", { name: /^Havana,/ });
  const step = p.locator('li[aria-current="step"]');
  const items = [
    // The map's box (it scrolls sideways on its own when narrower than the map).
    [p.getByRole("list", { name: "Map of Cuba, west to east" }).locator(".."), "the map"],
    [havana, "the Havana space"],
    [step.locator("h3"), "the current step's title"],
    [p.getByRole("heading", { name: "At the table" }), "the checklist heading"],
    [p.getByTestId("confirm-turn"), "the confirm button"],
  ];
  const scrollY = () => p.evaluate(() => window.scrollY);

  for (const [width, height] of [
    [1024, 768],
    [1440, 1000],
  ]) {
    const at = `${width}x${height}`;
    await p.setViewportSize({ width, height });
    // A fresh load: the page must not scroll the map away to show the turn.
    await p.reload();
    await p.getByTestId("confirm-turn").waitFor();
    await p.waitForTimeout(300);
    await viewShot(p, artifacts, `layout-${at}-loaded`);
    if ((await scrollY()) !== 0)
      throw new Error(`${at}: the page scrolled to ${await scrollY()} on load`);
    await expectInView(items, `${at} on load`);

    // Every step shown: the list grows long, the turn panel scrolls, the map stays.
    const all = p.getByRole("button", { name: "Show all steps" });
    if (await all.isEnabled()) await all.click();
    await p.waitForTimeout(300);
    await expectInView(items, `${at} with all steps`);
    await scrollTurnPanel(step);
    await p.waitForTimeout(200);
    if ((await scrollY()) !== 0)
      throw new Error(`${at}: scrolling the turn panel scrolled the page (${await scrollY()})`);
    await expectInView(
      items.filter(([, w]) => w !== "the current step's title"),
      `${at} after scrolling the turn panel`,
    );
    // Back to the first step: the current step comes into view inside the turn panel.
    const prev = p.getByRole("button", { name: "Previous step" });
    for (let i = 0; i < 3 && (await prev.isEnabled()); i++) await prev.click();
    await p.waitForTimeout(300);
    await expectInView(items, `${at} after stepping back`);
    await viewShot(p, artifacts, `layout-${at}-stepped`);
  }

  // Portrait tablet: the map on top, then the panel with the current step above the checklist;
  // the page is one screen high.
  await p.setViewportSize({ width: 768, height: 1024 });
  await p.waitForTimeout(300);
  const top = async (l) => (await l.first().boundingBox())?.y ?? Number.NaN;
  const stacked = async (at, withMap) => {
    const map = withMap
      ? await top(p.getByRole("list", { name: "Map of Cuba, west to east" }))
      : Number.NEGATIVE_INFINITY;
    const cur = await top(step);
    const list = await top(p.getByRole("heading", { name: "At the table" }));
    if (!(map < cur && cur < list))
      throw new Error(`${at}: stacked order is map ${map}, step ${cur}, checklist ${list}`);
  };
  await stacked("768x1024", true);
  const [docH, innerH] = await docHeight();
  if (docH > innerH) throw new Error(`768x1024: the page is ${docH} px tall in ${innerH}`);
  await expectInView(items, "768x1024");
  await screenshot(p, "layout-768x1024-stacked");

  // Phone: the panel (current step above the checklist) or the map, one tap apart.
  await p.setViewportSize({ width: 390, height: 844 });
  await p.waitForTimeout(300);
  const switcher = p.getByRole("navigation", { name: "Map or panel" });
  await switcher.getByRole("button", { name: /^Turn ● tick and confirm$/ }).click();
  await p.waitForTimeout(300);
  await stacked("390x844 panel", false);
  await expectInView(
    [
      [p.getByRole("heading", { name: "At the table" }), "the checklist heading on the phone"],
      [p.getByTestId("confirm-turn"), "the confirm button on the phone"],
    ],
    "390x844 panel",
  );
  await screenshot(p, "layout-390x844-panel");
  await switcher.getByRole("button", { name: "Map", exact: true }).click();
  await expectInView([[havana, "the Havana space on the phone's map"]], "390x844 map");
  await screenshot(p, "layout-390x844-map");

  // The tutorial: stepping through a turn's decisions keeps the map in view.
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(`${baseURL}/tutorial`);
  const next = p.getByRole("button", { name: "Next step" });
  await next.waitFor();
  const tutorialItems = [
    [p.getByRole("list", { name: "Map of Cuba, west to east" }).locator(".."), "the tutorial map"],
    [p.getByRole("button", { name: /^Havana,/ }), "the tutorial's Havana space"],
    [step.locator("h3"), "the tutorial's current step title"],
    [p.getByRole("heading", { name: "At the table" }), "the tutorial's checklist heading"],
  ];
  for (let i = 0; i < 12 && (await next.isEnabled()); i++) {
    await next.click();
    await p.waitForTimeout(150);
    await expectInView(tutorialItems, `tutorial at 1024x768, step ${i + 2}`);
  }
  await viewShot(p, artifacts, "layout-tutorial-1024x768");
}
