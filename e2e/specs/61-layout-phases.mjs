// Issue 20, item 3 ("the map scrolls away"): in every phase of play the game screen is one screen
// high and the map stays in view. At 1024x768 (map column left, panel right) and 768x1024 (map on
// top, panel below) the page itself never scrolls and the whole map is inside the viewport while
// entering the cards, between turns, during an NP turn, after Confirm, during a Propaganda Round,
// on the player's own turn (26July played by a person) and on the other tabs. Space names and
// piece counts are drawn at least 12 px high at 1024x768. On a phone (390x844) a switch that
// stays on screen shows the map, all 13 spaces inside the screen width, or the panel, and says
// where the turn is. Screenshots of every phase at every size go to e2e/artifacts/phases-*.png.
import { join } from "node:path";
import { enterCards, newStandardGame } from "../game.mjs";

export const name =
  "Layout in every phase: one screen high, map in view at 1024x768 and 768x1024; phone switch";

const SIZES = [
  [1024, 768],
  [768, 1024],
];
const PHONE = [390, 844];

/** The document's height, the map's box and each space tile's box and type sizes. */
const measure = (p) =>
  p.evaluate(() => {
    const map = document.querySelector('[aria-label="Map of Cuba, west to east"]');
    const box = (el) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, w: r.width };
    };
    const zoomOf = (el) => {
      let z = 1;
      for (let a = el; a; a = a.parentElement) z *= Number(getComputedStyle(a).zoom) || 1;
      return z;
    };
    const tiles = [...document.querySelectorAll("[data-space]")].map((t) => {
      const nameEl = t.querySelector("[data-name]");
      const counts = [...t.querySelectorAll("[data-count]")];
      const px = (el) => Number.parseFloat(getComputedStyle(el).fontSize) * zoomOf(el);
      return {
        id: t.dataset.space,
        ...box(t),
        name: nameEl ? px(nameEl) : 0,
        count: counts.length ? Math.min(...counts.map(px)) : null,
      };
    });
    // A scrolling box (the map column) that cuts the map off.
    let clippedBy = null;
    if (map)
      for (let a = map.parentElement?.parentElement; a && !clippedBy; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === "visible" && s.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        const r = map.getBoundingClientRect();
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5)
          clippedBy = `${a.tagName.toLowerCase()} (${Math.round(r.bottom)} below ${Math.round(c.bottom)})`;
      }
    return {
      clippedBy,
      docH: document.documentElement.scrollHeight,
      docW: document.documentElement.scrollWidth,
      innerH: innerHeight,
      innerW: innerWidth,
      scrollY,
      map: box(map?.parentElement ?? null),
      tiles,
    };
  });

/** What is wrong with the screen at this size and phase (an empty list: nothing). */
function problems(m, where, { typeSize = false, wholeMap = true } = {}) {
  const out = [];
  const eps = 0.5;
  if (m.docH > m.innerH + eps) out.push(`the page is ${m.docH} px tall in ${m.innerH}`);
  if (m.docW > m.innerW + eps) out.push(`the page is ${m.docW} px wide in ${m.innerW}`);
  if (m.scrollY !== 0) out.push(`the page scrolled to ${m.scrollY}`);
  if (!m.map) out.push("no map");
  else if (
    m.map.left < -eps ||
    m.map.right > m.innerW + eps ||
    (wholeMap && (m.map.top < -eps || m.map.bottom > m.innerH + eps))
  )
    out.push(
      `the map is outside the viewport (${Math.round(m.map.top)}..${Math.round(m.map.bottom)} of ${m.innerH})`,
    );
  if (wholeMap && m.clippedBy) out.push(`the map is cut off by ${m.clippedBy}`);
  if (m.tiles.length !== 13) out.push(`${m.tiles.length} spaces drawn`);
  for (const t of m.tiles) {
    if (t.right > m.innerW + eps || t.left < -eps) out.push(`${t.id} is outside the screen width`);
    if (typeSize && t.name < 12) out.push(`${t.id}: its name is ${t.name.toFixed(1)} px`);
    if (typeSize && t.count !== null && t.count < 12)
      out.push(`${t.id}: its piece counts are ${t.count.toFixed(1)} px`);
  }
  return out.map((x) => `${where}: ${x}`);
}

/**
 * Show "Available offline" again as on a first visit (the service worker unregistered, the page
 * reloaded: it installs anew) and list every visible control its box overlaps.
 */
async function offlineNoticeOver(p, where) {
  await p.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  });
  await p.reload();
  const notice = p.getByTestId("offline-notice");
  try {
    await notice.getByText("Available offline").waitFor({ timeout: 60000 });
  } catch {
    return [`${where}: no "Available offline" notice after a first visit`];
  }
  const covered = await p.evaluate(() => {
    const n = document.querySelector('[data-testid="offline-notice"]')?.getBoundingClientRect();
    if (!n) return ["(the notice went before it was measured)"];
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, [role="button"], [role="tab"]',
    );
    return [...controls]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden")
          return false;
        return r.left < n.right && r.right > n.left && r.top < n.bottom && r.bottom > n.top;
      })
      .map((el) => (el.getAttribute("aria-label") || el.textContent || el.tagName).trim());
  });
  return covered.map((c) => `${where}: "Available offline" covers "${c.slice(0, 40)}"`);
}

/**
 * The controls `names` (buttons by exact name) that are not wholly on screen: outside the viewport
 * or cut off by a scrolling box around them. An empty list: all of them can be pressed as seen.
 */
const hiddenControls = (p, names) =>
  p.evaluate((names) => {
    const out = [];
    const buttons = [...document.querySelectorAll("button")];
    for (const name of names) {
      // By its whole text, or by its first part (a card's letter above its summary).
      const el =
        buttons.find((b) => b.textContent.trim() === name && b.offsetParent !== null) ??
        buttons.find(
          (b) => b.firstElementChild?.textContent.trim() === name && b.offsetParent !== null,
        );
      if (!el) {
        out.push(`"${name}" is not shown`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        out.push(`"${name}" is outside the viewport`);
        continue;
      }
      for (let a = el.parentElement; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === "visible" && st.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) {
          out.push(`"${name}" is cut off by a scrolling box`);
          break;
        }
      }
    }
    return out;
  }, names);

/** How many of the checklist's tick boxes are wholly on screen, none cut off by a scrolling box. */
const ticksInView = (p) =>
  p.evaluate(() => {
    const boxes = [...document.querySelectorAll('section input[type="checkbox"]')];
    return boxes.filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.top < 0 || r.bottom > innerHeight) return false;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === "visible" && st.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return false;
      }
      return true;
    }).length;
  });

/**
 * Touch targets (WCAG 2.5.5): for each visible control matching `selector`, the 44 x 44 px box
 * around its centre (or its own box, when larger) must be all its own: a tap at any of the box's
 * corners and edge midpoints reaches that control, not a neighbour or nothing. The list of those
 * that fail, with their drawn size.
 */
const smallTargets = (p, selector) =>
  p.evaluate((selector) => {
    const out = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility()) continue;
      el.scrollIntoView({ block: "center", inline: "nearest" });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const hw = Math.max(r.width, 44) / 2 - 0.5;
      const hh = Math.max(r.height, 44) / 2 - 0.5;
      const name = (el.getAttribute("aria-label") || el.textContent).trim().slice(0, 40);
      for (const [dx, dy] of [
        [-1, -1],
        [0, -1],
        [1, -1],
        [-1, 0],
        [1, 0],
        [-1, 1],
        [0, 1],
        [1, 1],
      ]) {
        const hit = document.elementFromPoint(cx + dx * hw, cy + dy * hh);
        if (hit && (hit === el || el.contains(hit))) continue;
        const what = hit ? hit.getAttribute("aria-label") || hit.textContent || hit.tagName : "";
        out.push(
          `"${name}" (drawn ${Math.round(r.width)}x${Math.round(r.height)}): a tap at (${dx}, ${dy}) of its 44 px box reaches ${hit ? `"${what.trim().slice(0, 30)}"` : "nothing"}`,
        );
        break;
      }
    }
    return out;
  }, selector);

const STEPPER_BUTTONS = 'button[aria-label^="Decrease "], button[aria-label^="Increase "]';

const shot = (p, artifacts, name) => p.screenshot({ path: join(artifacts, `phases-${name}.png`) });

export async function run({ baseURL, page, context, artifacts }) {
  const p = await page();
  const found = [];

  const switcher = p.getByRole("navigation", { name: "Map or panel" });
  const mapButton = switcher.getByRole("button", { name: "Map", exact: true });
  const panelButton = switcher.getByRole("button", { name: /^(Play|Turn)/ });

  /**
   * Check the phase at 1024x768 and 768x1024, then on the phone: the switch says where play
   * stands (`status`), shows the panel with what the phase waits for (`what`) on screen, and
   * shows the map with the whole island across the screen. A picture of each; back at
   * 1024x768 with the panel shown.
   */
  const check = async (phase, what, status, controls = [], ticks = 0) => {
    const ready = () => what.first().waitFor();
    for (const [w, h] of SIZES) {
      await p.setViewportSize({ width: w, height: h });
      await ready();
      await p.waitForTimeout(250);
      const m = await measure(p);
      found.push(...problems(m, `${phase} at ${w}x${h}`, { typeSize: w === 1024 }));
      for (const c of await hiddenControls(p, controls)) found.push(`${phase} at ${w}x${h}: ${c}`);
      const seen = ticks ? await ticksInView(p) : 0;
      if (seen < ticks)
        found.push(`${phase} at ${w}x${h}: ${seen} of the checklist's ticks in view, not ${ticks}`);
      await shot(p, artifacts, `${phase}-${w}x${h}`);
    }
    const at = `${phase} at ${PHONE[0]}x${PHONE[1]}`;
    await p.setViewportSize({ width: PHONE[0], height: PHONE[1] });
    try {
      await switcher.waitFor({ timeout: 5000 });
      const label = (await panelButton.textContent()) ?? "";
      if (!status.test(label)) found.push(`${at}: the switch says "${label}"`);
      await panelButton.click();
      await ready();
      await p.waitForTimeout(250);
      const box = await what.first().boundingBox();
      if (!box || box.y < 0 || box.y + Math.min(box.height, 40) > PHONE[1])
        found.push(`${at}: what the phase waits for is off screen (${JSON.stringify(box)})`);
      const m = await measure(p);
      if (m.docH > m.innerH) found.push(`${at}: the page is ${m.docH} px tall in ${m.innerH}`);
      if (m.tiles.some((t) => t.w > 0)) found.push(`${at}: the map shows with the panel`);
      await shot(p, artifacts, `${phase}-${PHONE[0]}x${PHONE[1]}-panel`);
      await mapButton.click();
      await p.getByRole("list", { name: "Map of Cuba, west to east" }).waitFor();
      await p.waitForTimeout(250);
      // The phone's map view scrolls down the island; across, all of it shows.
      found.push(...problems(await measure(p), at, { typeSize: true, wholeMap: false }));
      await shot(p, artifacts, `${phase}-${PHONE[0]}x${PHONE[1]}-map`);
      await panelButton.click();
    } catch (e) {
      found.push(`${at}: ${String(e).split("\n")[0]}`);
      await shot(p, artifacts, `${phase}-${PHONE[0]}x${PHONE[1]}-failed`);
    }
    await p.setViewportSize({ width: 1024, height: 768 });
  };

  // Game A: every Faction run by Calixto.
  await p.setViewportSize({ width: 1024, height: 768 });
  await newStandardGame(p, "E2E phases", {
    baseURL,
    np: ["Government", "26July", "Directorio", "Syndicate"],
    cards: "physical",
    dice: "physical",
  });
  const cardsEntry = p.getByRole("heading", { name: "Which card is in play?" });
  await check("cards", cardsEntry, /^Play · enter the cards$/);
  await enterCards(p, 8, 20);
  const runGov = p.getByRole("button", { name: "Run the Government NP turn" });
  await check("between-turns", runGov, /^Play · Government NP turn next$/);
  await runGov.click();
  await p.getByTestId("turn-workspace").waitFor();
  // The card the turn waits for: every Government letter can be pressed without scrolling.
  await check("np-card", p.getByRole("button", { name: /^Y\b/ }), /^Turn ● waiting for a card$/, [
    "U",
    "V",
    "W",
    "X",
    "Y",
    "Z",
  ]);
  for (const card of ["Y", "U"])
    await p
      .getByRole("button", { name: new RegExp(`^${card}\\b`) })
      .first()
      .click();
  const die = p.getByRole("heading", { name: /Activation Number/ });
  // The die the turn waits for: every face and "Roll for me" can be pressed without scrolling.
  await check("np-die", die, /^Turn ● waiting for a die$/, [
    ...["1", "2", "3", "4", "5", "6"],
    "Roll for me",
  ]);
  // On the phone, the die pressed there brings the next request into view (the steps and the
  // request share one scrolling panel): no press on the switch needed to find it.
  await p.setViewportSize({ width: PHONE[0], height: PHONE[1] });
  await panelButton.click();
  await p.getByRole("button", { name: "3", exact: true }).click();
  await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").first().waitFor();
  await p.waitForTimeout(300);
  for (const face of ["1", "6"]) {
    const b = await p.getByRole("button", { name: face, exact: true }).boundingBox();
    if (!b || b.y < 0 || b.y + b.height > PHONE[1] - 60)
      found.push(
        `np-die again at 390x844: die ${face} off screen after the die before (${JSON.stringify(b)})`,
      );
  }
  await shot(p, artifacts, "np-die-again-390x844");
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.getByRole("button", { name: "1", exact: true }).click();
  const confirm = p.getByTestId("confirm-turn");
  // Done: the checklist is the work left; at least 2 of its ticks show without scrolling.
  await check("np-done", confirm, /^Turn ● tick and confirm$/, ["Confirm the turn"], 2);
  // "Available offline" covers no control, "Confirm the turn" and the phone's bottom bar included.
  for (const [w, h] of [...SIZES, PHONE]) {
    await p.setViewportSize({ width: w, height: h });
    found.push(...(await offlineNoticeOver(p, `np-done at ${w}x${h}`)));
    await shot(p, artifacts, `offline-notice-${w}x${h}`);
  }
  await p.setViewportSize({ width: 1024, height: 768 });
  await confirm.waitFor();
  await confirm.click();
  await p.getByTestId("confirm-anyway").click();
  const runDr = p.getByRole("button", { name: "Run the Directorio NP turn" });
  await check("after-confirm", runDr, /^Play · Directorio NP turn next$/);

  for (const tab of ["Tracks & cards", "Readings", "History"]) {
    await p.getByRole("tab", { name: tab }).click();
    await check(
      `tab-${tab.split(" ")[0].toLowerCase()}`,
      p.getByRole("tab", { name: tab, selected: true }),
      /^Play · Directorio NP turn next$/,
    );
  }
  // A Propaganda Round: the card in play is a Propaganda card.
  await p.getByRole("tab", { name: "Tracks & cards" }).click();
  const current = p.getByRole("searchbox", { name: "Find the current card by number or title" });
  await current.fill("49");
  await current.press("Enter");
  await p.getByRole("tab", { name: /^(Play|Turn)/ }).click();
  await p.getByRole("button", { name: "Run the Propaganda Round" }).click();
  await p.getByTestId("turn-workspace").waitFor();
  await check(
    "propaganda",
    p.getByRole("heading", { name: "At the table" }),
    /^Turn ● tick and confirm$/,
    ["Confirm the turn"],
    2,
  );

  // Game B: 26July played by a person, first on card #14: its own turn shows the action form.
  await newStandardGame(p, "E2E own turn", {
    baseURL,
    np: ["Government", "Directorio", "Syndicate"],
    cards: "physical",
    dice: "physical",
  });
  await enterCards(p, 14, 20);
  const ownTurn = p.getByRole("region", { name: "Your turn" });
  await check("own-turn", ownTurn, /^Play · your 26July turn$/);

  // Touch targets: every tab, and the space editor's steppers, take a 44 x 44 px tap of their
  // own at every size (drawn smaller: the turn column keeps its height).
  for (const [w, h] of [...SIZES, PHONE]) {
    const at = `${w}x${h}`;
    await p.setViewportSize({ width: w, height: h });
    if (w === PHONE[0]) await panelButton.click();
    await ownTurn.waitFor();
    await p.waitForTimeout(250);
    for (const x of await smallTargets(p, '[role="tab"]')) found.push(`${at} tab ${x}`);
    if (w === PHONE[0]) await mapButton.click();
    await p.locator('[data-space="oriente"]').click();
    const editor = p.getByRole("dialog", { name: "Oriente" });
    await editor.waitFor();
    for (const x of await smallTargets(p, `[role="dialog"] :is(${STEPPER_BUTTONS})`))
      found.push(`${at} space editor ${x}`);
    await editor.getByRole("button", { name: "Done" }).click();
  }

  // The phone as a touch screen (what hasTouch gives a new context): taps by touch.
  await p.setViewportSize({ width: PHONE[0], height: PHONE[1] });
  const cdp = await context().newCDPSession(p);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  const tapAt = async (x, y) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await p.waitForTimeout(150);
  };
  const tapOn = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    const b = await locator.boundingBox();
    await tapAt(b.x + b.width / 2, b.y + b.height / 2);
  };
  await tapOn(panelButton);
  // A press just outside a tab's drawn box, above, below or at its side, selects that tab (from
  // another tab each time). By mouse, exactly where pressed: a touch tap would also be nudged
  // to the nearest control by the browser, and prove less.
  const edges = [
    ["4 px above its middle", (b) => [b.x + b.width / 2, b.y - 4]],
    ["4 px below its middle", (b) => [b.x + b.width / 2, b.y + b.height + 4]],
    ["above its left end", (b) => [b.x + 1, b.y - 3]],
    ["below its right end", (b) => [b.x + b.width - 1, b.y + b.height + 3]],
  ];
  const tabNames = ["Tracks & cards", "Readings", "History", "Play"];
  for (const [i, tab] of tabNames.entries()) {
    const t = p.getByRole("tab", { name: tab });
    const other = p.getByRole("tab", { name: tabNames[(i + 1) % tabNames.length] });
    for (const [where, point] of edges) {
      await tapOn(other);
      const [x, y] = point(await t.boundingBox());
      await p.mouse.click(x, y);
      if ((await t.getAttribute("aria-selected")) !== "true")
        found.push(`390x844: a press ${where} of the ${tab} tab did not select it`);
    }
  }
  await tapOn(p.getByRole("tab", { name: "Play" }));
  await shot(p, artifacts, "touch-tabs-390x844");

  // Choosing spaces on the phone's map for your own Operation: the map says what a tap does,
  // marks the space chosen and confirms the tap; its button leads back to the form.
  await tapOn(p.getByText("Operation + Special Activity", { exact: true }));
  const form = p.locator("[data-own-operation]");
  await tapOn(form.getByRole("button", { name: "March", exact: true }));
  await tapOn(form.getByRole("button", { name: "Show the map" }));
  const bar = p.getByRole("region", { name: "Choosing spaces on the map" });
  await bar.waitFor();
  const barText = async () => (await bar.textContent()) ?? "";
  if (!/Tap a marked space to add it to the March\./.test(await barText()))
    found.push(`390x844 own March: the map's bar says "${await barText()}"`);
  if (!(await barText()).includes("None chosen yet."))
    found.push("390x844 own March: the bar does not say none is chosen yet");
  await shot(p, artifacts, "own-op-390x844-map");
  const oriente = p.locator('[data-space="oriente"]');
  await oriente.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await tapOn(oriente);
  await p.waitForTimeout(250);
  if ((await oriente.getAttribute("data-chosen")) !== "true")
    found.push("390x844 own March: Oriente is not marked chosen on the map after its tap");
  for (const words of ["1 chosen: Oriente.", "Oriente added to the March."])
    if (!(await barText()).includes(words))
      found.push(`390x844 own March: the bar does not say "${words}" (${await barText()})`);
  const barBox = await bar.boundingBox();
  if (!barBox || barBox.y < 0 || barBox.y + barBox.height > PHONE[1])
    found.push(`390x844 own March: the bar scrolled off screen (${JSON.stringify(barBox)})`);
  await shot(p, artifacts, "own-op-390x844-tapped");
  await tapOn(bar.getByRole("button", { name: "Back to the form" }));
  const entry = form.getByText("March in Oriente", { exact: true });
  await entry.waitFor();
  await p.waitForTimeout(250);
  const e = await entry.boundingBox();
  if (!e || e.y < 0 || e.y + e.height > PHONE[1] - 60)
    found.push(`390x844 own March: back on the form, its Oriente entry is off screen`);
  if (!(await entry.evaluate((el) => el === document.activeElement)))
    found.push("390x844 own March: back on the form, the keyboard is not on the Oriente entry");
  await shot(p, artifacts, "own-op-390x844-back");
  // The steppers for the March's origins take a 44 x 44 px tap too.
  for (const x of await smallTargets(p, `[data-own-operation] :is(${STEPPER_BUTTONS})`))
    found.push(`390x844 own March stepper ${x}`);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: false });

  if (found.length) throw new Error(`layout problems:\n  ${found.join("\n  ")}`);
}
