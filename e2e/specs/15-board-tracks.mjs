// Issue 12, item 8: the board shows its tracks, a legend and the adjacency. On the game screen at
// 1024x768 the track strip and the legend are in view with the map; the map draws one line per
// adjacent pair of the map data (counted from data/cuba/spaces.ts), each joining the centres of
// its two tiles, also when the map is drawn in two halves (west above east) beside the panel or
// on a phone; the tiles stay tappable through the lines. Screenshots at 1440x1000, 1024x768 and
// 390x844, light and dark.
import { readFileSync } from "node:fs";
import { startGovernmentTurn } from "../game.mjs";

export const name = "board tracks: strip, legend and adjacency lines with the map";

/** The adjacent pairs the map data lists (1.3), each once. */
function pairsFromData() {
  const src = readFileSync(new URL("../../data/cuba/spaces.ts", import.meta.url), "utf8");
  const pairs = new Set();
  for (const m of src.matchAll(/id: "([\w-]+)",[\s\S]*?adjacent: \[([^\]]*)\]/g))
    for (const b of m[2].matchAll(/"([\w-]+)"/g)) pairs.add([m[1], b[1]].sort().join("|"));
  return [...pairs].sort();
}

/** Fully inside the viewport, and what is drawn at its top-left area is itself. */
async function expectInView(locator, what) {
  const problem = await locator.first().evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return "has no size";
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return `is outside the viewport (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`;
    for (let a = node.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const c = a.getBoundingClientRect();
      if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return "is clipped by a scrolling box";
    }
    const hit = document.elementFromPoint(r.left + 4, r.top + 4);
    return hit && node.contains(hit) ? null : `is covered by ${hit?.outerHTML.slice(0, 80)}`;
  });
  if (problem) throw new Error(`${what} ${problem}`);
}

/** Each drawn line as its pair and how far its ends are from the centres of its two tiles. */
const measureLines = (p) =>
  p.evaluate(() => {
    const svg = document.querySelector("[data-adjacency]");
    if (!svg) return { pairs: [], worst: Number.POSITIVE_INFINITY, pointer: "" };
    const box = svg.getBoundingClientRect();
    const centre = (id) => {
      const r = document.querySelector(`[data-space="${id}"]`).getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    let worst = 0;
    const pairs = [];
    for (const l of svg.querySelectorAll("line")) {
      const [a, b] = [l.dataset.a, l.dataset.b];
      pairs.push([a, b].sort().join("|"));
      const at = (x, y) => [
        box.left + (Number(l.getAttribute(x)) / 100) * box.width,
        box.top + (Number(l.getAttribute(y)) / 100) * box.height,
      ];
      for (const [[px, py], [cx, cy]] of [
        [at("x1", "y1"), centre(a)],
        [at("x2", "y2"), centre(b)],
      ])
        worst = Math.max(worst, Math.hypot(px - cx, py - cy));
    }
    return { pairs: pairs.sort(), worst, pointer: getComputedStyle(svg).pointerEvents };
  });

/**
 * The map drawn in this arrangement ("wide": one band; "bands": west half above east half), its
 * space names at least 12 px high on screen (issue 20, item 3).
 */
async function expectArrangement(p, want, where) {
  // The map picks its arrangement once it has measured its new box: give it a moment.
  await p
    .waitForFunction(
      (w) => document.querySelector("[data-map-frame]")?.dataset.arrangement === w,
      want,
      { timeout: 2000 },
    )
    .catch(() => {});
  const { arrangement, smallest } = await p.evaluate(() => {
    const frame = document.querySelector("[data-map-frame]");
    const zoom = Number(getComputedStyle(frame).zoom) || 1;
    const sizes = [...frame.querySelectorAll("[data-name]")].map(
      (n) => Number.parseFloat(getComputedStyle(n).fontSize) * zoom,
    );
    return { arrangement: frame.dataset.arrangement, smallest: Math.min(...sizes) };
  });
  if (arrangement !== want)
    throw new Error(`${where}: the map is drawn ${arrangement}, not ${want}`);
  if (!(smallest >= 12)) throw new Error(`${where}: a space name is ${smallest} px on screen`);
}

async function expectLines(p, where) {
  const want = pairsFromData();
  // Lines are remeasured after layout: give the resize observer a frame.
  await p.waitForTimeout(200);
  const { pairs, worst, pointer } = await measureLines(p);
  if (JSON.stringify(pairs) !== JSON.stringify(want))
    throw new Error(`${where}: lines ${pairs.join(", ")}; the map data has ${want.join(", ")}`);
  if (worst > 2) throw new Error(`${where}: a line ends ${worst.toFixed(1)} px off a tile centre`);
  if (pointer !== "none") throw new Error(`${where}: the adjacency layer catches clicks`);
}

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(baseURL);
  await p.getByRole("textbox", { name: "Name" }).fill("E2E tracks");
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);

  const strip = p.getByRole("region", { name: "Tracks" });
  const letters = p.getByRole("list", { name: "What the letters mean" });
  const map = p.getByRole("list", { name: "Map of Cuba, west to east" });
  await strip.waitFor();
  await expectInView(strip, "the track strip");
  await expectInView(letters, "the legend");
  await expectInView(map, "the map");
  for (const text of ["Aid", "US Alliance", "Gov", "Syn", "Eligible"])
    await strip.getByText(text, { exact: true }).first().waitFor();
  await expectArrangement(p, "bands", "1024x768");
  await expectLines(p, "1024x768 game screen");

  // A tile under the lines still opens its editor.
  await p.getByRole("button", { name: /^Havana,/ }).click();
  await p.getByRole("dialog", { name: "Havana" }).waitFor();
  await p.keyboard.press("Escape");
  await screenshot(p, "tracks-1024x768");

  // The strip's Edit opens the tracks editor; the card picked there shows in the strip.
  await strip.getByRole("button", { name: "Edit tracks and cards" }).click();
  const find = p.getByRole("searchbox", { name: "Find the current card by number or title" });
  await find.fill("8");
  await find.press("Enter");
  await strip.getByText("#8 General Strike").waitFor();

  await p.setViewportSize({ width: 1440, height: 1000 });
  await expectArrangement(p, "wide", "1440x1000");
  await expectLines(p, "1440x1000 game screen");
  await screenshot(p, "tracks-1440x1000");
  // The phone shows the map on request (its switch), the island in two halves, west above east.
  await p.setViewportSize({ width: 390, height: 844 });
  await p
    .getByRole("navigation", { name: "Map or panel" })
    .getByRole("button", { name: "Map", exact: true })
    .click();
  await expectArrangement(p, "bands", "390x844");
  await expectLines(p, "390x844 game screen");
  await screenshot(p, "tracks-390x844");
  await p.getByRole("button", { name: "More about the map" }).click();
  await p.getByText(/join adjacent spaces/).waitFor();
  await screenshot(p, "tracks-390x844-legend-open");

  // During an NP turn at 1024x768 the map beside the turn panel is drawn in two halves: the lines
  // still join the tile centres, and the strip shows the cards of the turn.
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(baseURL);
  await startGovernmentTurn(p, "E2E tracks turn");
  await expectArrangement(p, "bands", "1024x768 NP turn");
  await strip.getByText("#8 General Strike").waitFor();
  await strip.getByText("#20 The Twelve").waitFor();
  await expectInView(strip, "the track strip during a turn");
  await expectInView(map, "the map during a turn");
  await expectLines(p, "1024x768 NP turn (zoomed)");
  await screenshot(p, "tracks-1024x768-turn");

  await p.getByRole("button", { name: /Dark theme/ }).click();
  await p.locator("html.dark").waitFor({ state: "attached" });
  await p.setViewportSize({ width: 1440, height: 1000 });
  await expectLines(p, "1440x1000 NP turn, dark");
  await screenshot(p, "tracks-1440x1000-turn-dark");
}
