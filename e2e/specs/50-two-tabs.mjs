import { startGovernmentTurn } from "../game.mjs";
import { check, until } from "../util.mjs";
// Two tabs on one game: tab B still shows the Activation die request after tab A answered it.
// B's press is refused with "This game changed in another tab" and logs nothing; both tabs then
// show the same turn. Tab B's cross-tab notifications (Dexie's BroadcastChannel) are held back
// while A answers, so B is reliably behind when it presses, as a slow tab or a double tap is.
export const name = "two tabs: a press from the tab that is behind is refused, both converge";

const CHANGED = "This game changed in another tab";
const MOVE = "Move 1 Troop from Santiago de Cuba to Sierra Maestra";

/** Queue Dexie's cross-tab messages while window.__hold is set; __release() delivers them. */
function holdTabSync() {
  const Real = window.BroadcastChannel;
  const held = [];
  window.__hold = false;
  window.__release = () => {
    window.__hold = false;
    for (const deliver of held.splice(0)) deliver();
  };
  window.BroadcastChannel = class extends Real {
    set onmessage(fn) {
      super.onmessage =
        fn && ((ev) => (window.__hold ? held.push(() => fn.call(this, ev)) : fn.call(this, ev)));
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

/**
 * The turn as the tab shows it: the request and the number of steps so far, without the tab's
 * own refusal notice or the step it is looking at (the step walker is the tab's own).
 */
const turnText = (p) =>
  p.evaluate(() => {
    const w = document.querySelector('[data-testid="turn-workspace"]');
    if (!w) return null;
    const c = w.cloneNode(true);
    for (const a of c.querySelectorAll('[role="alert"]')) a.remove();
    const [request, steps = ""] = c.textContent.split("The turn, step by step");
    return `${request} | ${steps.match(/Step \d+ of (\d+)/)?.[1] ?? "?"} steps`;
  });

/** The logged turn inputs of the open game, read straight from IndexedDB. */
const turnInputs = (p) =>
  p.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("calixto");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const rq = open.result.transaction("log").objectStore("log").index("gameId").getAll(id);
          rq.onsuccess = () => {
            resolve(rq.result.filter((e) => e.type === "turn.input").length);
            open.result.close();
          };
        };
      }),
    new URL(p.url()).searchParams.get("id"),
  );

export async function run({ baseURL, page, context, screenshot }) {
  const a = await page();
  await a.goto(baseURL);
  await startGovernmentTurn(a, "E2E two tabs");
  for (const card of ["Y", "U"])
    await a
      .getByRole("button", { name: new RegExp(`^${card}\\b`) })
      .first()
      .click();
  await a.getByRole("heading", { name: /Activation Number/ }).waitFor();

  // Tab B opens the same game and shows the same die request.
  const b = await context().newPage();
  await b.addInitScript(holdTabSync);
  await b.goto(a.url());
  await b.getByRole("heading", { name: /Activation Number/ }).waitFor();
  check((await turnText(a)) === (await turnText(b)), "both tabs show the same turn");
  const before = await turnInputs(a);

  // A answers the die; B, behind, answers the same request again.
  await b.evaluate(() => {
    window.__hold = true;
  });
  await a.getByRole("button", { name: "3", exact: true }).click();
  await a.getByText(MOVE).first().waitFor();
  check((await b.getByText(MOVE).count()) === 0, "tab B is still behind when it presses");
  await b.getByRole("button", { name: "3", exact: true }).click();
  await b.getByRole("alert").filter({ hasText: CHANGED }).waitFor();
  await screenshot(b, "two-tabs-refused");
  check((await turnInputs(a)) === before + 1, "the refused press logged nothing");

  // B catches up live and both tabs show the same turn.
  await b.evaluate(() => window.__release());
  await b.getByText(MOVE).first().waitFor();
  await until(async () => (await turnText(a)) === (await turnText(b)), "both tabs to converge");

  // Now current, B's press applies and A follows it live: Undo takes back the one roll.
  await b.getByRole("button", { name: /Undo/ }).click();
  await until(async () => (await a.getByText(MOVE).count()) === 0, "tab A to show B's undo");
  await until(
    async () => (await turnText(a)) === (await turnText(b)),
    "both tabs to converge again",
  );
  check((await turnInputs(a)) === before + 1, "the undo is an entry, the roll stays logged");
  await b.close();
}
