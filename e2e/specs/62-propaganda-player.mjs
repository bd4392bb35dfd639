// A player's Propaganda Round choices on a portrait tablet (768x1024): the Government and 26July
// are played by a person, Directorio and Syndicate by Calixto. A game file imported through the
// home screen holds a small board: 26July's Cash in Matanzas (6.2.4), Troops and Police in three
// Cities (Civic Action, 6.3.2; Redeploy, 6.4), 26July alone in Matanzas, Las Villas and Sierra
// Maestra (Agitation, 6.3.3): four answers a step, as many as fit a tablet's short panel. At each of
// the player's steps the question is asked in words with its rule, every answer (declining
// included) is wholly on screen without scrolling the page or the panel, and one press moves the
// Round on to the next question. Screenshots go to e2e/artifacts/propaganda-player-*.png.
import { join } from "node:path";
import { SPACE_IDS } from "../codes.mjs";
import { check, until } from "../util.mjs";

export const name =
  "Propaganda Round, player steps at 768x1024: answers wholly on screen, one press each";

const ROLES = { GOV: "player", "26J": "player", DR: "np", SYN: "np" };
const PIECES = ["troop", "police", "govBase", "m26U", "m26A", "m26Base", "drU", "drA", "drBase"];
const EMPTY_SPACE = () => ({
  pieces: Object.fromEntries(
    [...PIECES, "synU", "synA", "casinoOpen", "casinoClosed"].map((k) => [k, 0]),
  ),
  support: 0,
  terror: 0,
  sabotage: false,
  cash: [],
});

/** An exported game (format "calixto-game"): an empty board, the edits below, #49 in play. */
function gameFile() {
  const now = Date.now();
  const board = {
    usAlliance: "firm",
    aid: 15,
    resources: { GOV: 15, "26J": 10, DR: 5, SYN: 15 },
    capabilities: [],
    momentum: [],
    roles: ROLES,
    eligibility: { GOV: "eligible", "26J": "eligible", DR: "eligible", SYN: "eligible" },
    cardActions: [],
    currentCard: null,
    nextCard: null,
    propagandaLeft: 4,
    campaignCard: 1,
    shortGame: false,
    spaces: Object.fromEntries(SPACE_IDS.map((id) => [id, EMPTY_SPACE()])),
  };
  const setup = {
    scenario: "empty",
    options: { shortGame: false, conflicts: {} },
    roles: ROLES,
    board,
    seed: 7,
    dice: "app",
    deck: "app",
  };
  const edits = [
    { kind: "pieces", space: "matanzas", piece: "m26U", value: 1 },
    { kind: "cash", space: "matanzas", value: ["m26U"] },
    { kind: "pieces", space: "las-villas", piece: "m26U", value: 1 },
    { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 1 },
    ...["havana", "camaguey-city", "santiago-de-cuba"].flatMap((space) => [
      { kind: "pieces", space, piece: "troop", value: 1 },
      { kind: "pieces", space, piece: "police", value: 1 },
    ]),
    { kind: "currentCard", value: 49 },
    { kind: "nextCard", value: 8 },
  ];
  return {
    format: "calixto-game",
    version: 1,
    game: { name: "E2E propaganda player", createdAt: now, updatedAt: now },
    log: [
      { seq: 1, type: "game.setup", payload: setup },
      { seq: 2, type: "board.edited", payload: { edits } },
    ],
  };
}

/**
 * The question the Round waits for: its heading, its rule citation, and each of its buttons that
 * is not wholly on screen (outside the viewport or cut off by a scrolling box), with the page's
 * own height.
 */
const question = (p) =>
  p.evaluate(() => {
    const box = document.querySelector('[data-landing="request"]');
    const heading = box?.querySelector("h3")?.textContent.trim() ?? null;
    const rule = box?.querySelector('a[aria-label^="Rule "]')?.textContent.trim() ?? null;
    const hidden = [];
    const buttons = box ? [...box.querySelectorAll("button")] : [];
    for (const el of buttons) {
      const r = el.getBoundingClientRect();
      const label = el.textContent.trim();
      if (r.height < 40) hidden.push(`"${label}" is ${r.height} px high`);
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        hidden.push(`"${label}" is outside the viewport`);
        continue;
      }
      for (let a = el.parentElement; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === "visible" && st.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) {
          hidden.push(`"${label}" is cut off by a scrolling box`);
          break;
        }
      }
    }
    return {
      heading,
      rule,
      hidden,
      labels: buttons.map((b) => b.textContent.trim()),
      pageH: document.documentElement.scrollHeight,
      innerH: innerHeight,
    };
  });

export async function run({ baseURL, page, artifacts }) {
  const p = await page();
  await p.setViewportSize({ width: 768, height: 1024 });
  await p.goto(baseURL);
  await p.getByLabel("Exported game file (.json)").setInputFiles({
    name: "propaganda-player.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(gameFile())),
  });
  await p.getByRole("button", { name: "Open it" }).click();
  await p.waitForURL(/\/game\?id=/);
  await p.getByRole("button", { name: "Run the Propaganda Round" }).click();
  await p.getByTestId("turn-workspace").waitFor();

  const found = [];
  /** The player's steps in order: the question, its rule, the answer pressed. */
  const steps = [
    [/^26July Cash in Matanzas: deposit as\?$/, "6.2.4", "+6 Resources"],
    [/^Government Civic Action: spend 4 Resources/, "6.3.2", "Havana: Neutral to Passive Support"],
    [/^Government Civic Action: spend 4 Resources/, "6.3.2", "Stop Civic Action"],
    [/^26July Agitation: spend 1 Resource/, "6.3.3", "No Agitation"],
    [/^Government Redeploy: move Police from where\?$/, "6.4.1", "Move no Police"],
    [/^Government Redeploy: move Troops from where\?$/, "6.4.3", "Move no Troops"],
  ];
  let i = 0;
  for (const [heading, rule, answer] of steps) {
    i++;
    await until(async () => heading.test((await question(p)).heading ?? ""), `${heading}`, 100);
    await p.waitForTimeout(250);
    const q = await question(p);
    const at = `step ${i} (${q.heading})`;
    if (q.rule !== rule) found.push(`${at}: its rule says ${q.rule}, not ${rule}`);
    if (q.pageH > q.innerH) found.push(`${at}: the page is ${q.pageH} px tall in ${q.innerH}`);
    for (const h of q.hidden) found.push(`${at}: ${h}`);
    if (!q.labels.includes(answer))
      found.push(`${at}: no "${answer}" among ${q.labels.join(" / ")}`);
    await p.screenshot({ path: join(artifacts, `propaganda-player-${i}-768x1024.png`) });
    if (found.length) break;
    // One press answers: the next question (or a fresh one) shows.
    const before = JSON.stringify([q.heading, q.labels]);
    await p
      .locator('[data-landing="request"]')
      .getByRole("button", { name: answer, exact: true })
      .click();
    await until(async () => {
      const n = await question(p);
      return JSON.stringify([n.heading, n.labels]) !== before;
    }, `the Round to move on after "${answer}"`);
  }
  if (found.length) throw new Error(`Propaganda player steps:\n  ${found.join("\n  ")}`);
  // The Round is done: the checklist's Confirm is on screen.
  const confirm = p.getByTestId("confirm-turn");
  await confirm.waitFor();
  const box = await confirm.boundingBox();
  check(box && box.y >= 0 && box.y + box.height <= 1024, "Confirm the turn wholly on screen");
  await p.screenshot({ path: join(artifacts, "propaganda-player-done-768x1024.png") });
}
