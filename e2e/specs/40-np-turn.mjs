import { pressesSaved, startGovernmentTurn } from "../game.mjs";
import { check, until } from "../util.mjs";
// The browser test for the assistant at the table: a full NP turn on the Standard board
// with physical Calixto cards and dice entered by clicking (C8.9 card 1: Government draws Y then
// U, rolls 3 then 1), the checklist and the board checked; a reload mid-turn continues at the
// same step; undo of one input; app dice for the next roll; screenshots at desktop and tablet.
export const name =
  "NP turn: physical cards and dice, reload mid-turn, undo, app dice, confirm; the NP Event the engine carries out";

/** The "Step N of M" label of the step view. */
async function stepLabel(p) {
  const t = await p
    .getByText(/^Step \d+ of \d+$/)
    .first()
    .textContent();
  const [, at, of] = t.match(/Step (\d+) of (\d+)/);
  return { at: Number(at), of: Number(of) };
}
/** True when the focused element has this tag and its text (or accessible label) matches. */
const focusIs = (p, tag, re) =>
  p.evaluate(
    ([tag, source, flags]) => {
      const a = document.activeElement;
      if (!a || a === document.body || a.tagName.toLowerCase() !== tag) return false;
      return new RegExp(source, flags).test(a.getAttribute("aria-label") || a.textContent || "");
    },
    [tag, re.source, re.flags],
  );

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1440, height: 1000 });
  await p.goto(baseURL);
  await startGovernmentTurn(p, "E2E NP turn");
  await screenshot(p, "turn-1-draw-desktop");

  // Physical deck: the player names the cards drawn. Another Faction's card is refused.
  const draw = async (card) => {
    await p
      .getByRole("button", { name: new RegExp(`^${card}\\b`) })
      .first()
      .click();
  };
  // Two cards named quickly: the second press, made before the screen caught up with the
  // first, waits for it in this tab's write queue instead of being refused.
  await draw("Y");
  await draw("U");
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();
  await screenshot(p, "turn-2-dice-desktop");

  // A physical die face entered by clicking.
  await p.getByRole("button", { name: "3", exact: true }).click();
  await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").first().waitFor();
  const label = await stepLabel(p);
  check(label.at === label.of, `the step view at the newest step (${label.at} of ${label.of})`);

  // Reload in the middle of the turn: the same step comes back, with the same dice and cards.
  // (Once the die is saved: the screen shows a press a frame before its save ends.)
  await pressesSaved(p);
  await p.reload();
  await p.getByTestId("turn-workspace").waitFor();
  await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").first().waitFor();
  await p.getByRole("heading", { name: /Activation Number/ }).waitFor();

  // Undo the roll of 3 (the previous input), then enter it again.
  await p.getByRole("button", { name: /Undo/ }).click();
  await until(
    async () =>
      (await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").count()) === 0,
    "the undone roll's move to disappear",
  );
  // The die typed on the keyboard while focus is elsewhere on the turn screen (the Undo button).
  await p.getByRole("button", { name: /Undo/ }).focus();
  await p.keyboard.press("3");
  await p.getByText("Move 1 Troop from Santiago de Cuba to Sierra Maestra").first().waitFor();

  // The last roll from the app's dice instead: the game's seeded generator answers.
  await p.getByRole("button", { name: /Roll for me/ }).click();
  await p
    .getByTestId("confirm-turn")
    .waitFor({ timeout: 15000 })
    .catch(async () => {
      // A roll above 2 asks for another space: roll physical 1 to end it as the book does.
      await p.getByRole("button", { name: "1", exact: true }).click();
    });
  await p.getByTestId("confirm-turn").waitFor();
  await p.getByText("Close 1 open Casino in Pinar del Río").first().waitFor();
  await screenshot(p, "turn-3-done-desktop");
  await p.setViewportSize({ width: 1024, height: 768 });
  await screenshot(p, "turn-3-done-tablet");
  await p.setViewportSize({ width: 768, height: 1024 });
  await screenshot(p, "turn-3-done-tablet-portrait");
  await p.setViewportSize({ width: 1440, height: 1000 });

  // Tick one checklist item (kept across reloads in prefs), then confirm: the mirror takes the
  // changes and DR is offered next.
  const tick = p.getByRole("checkbox", { name: "Close 1 open Casino in Pinar del Río" });
  await tick.check();
  await until(async () => tick.isChecked(), "the tick to stick");
  // One of five ticked: the one confirm asks before it takes the turn.
  await p.getByTestId("confirm-turn").click();
  // (The app's roll decides whether the Sweep took a third space, so the count varies.)
  await p.getByText(/^\d of \d changes not ticked — confirm anyway\?$/).waitFor();
  await p.getByTestId("confirm-anyway").click();
  await p.getByRole("button", { name: "Run the Directorio NP turn" }).waitFor();
  await until(
    () => focusIs(p, "button", /^Run the Directorio NP turn$/),
    "focus on the next action after the confirm",
  );
  const pinar = p.getByRole("button", { name: /^Pinar del Río,/ });
  await until(
    async () => ((await pinar.getAttribute("aria-label")) ?? "").includes("closed Casino"),
    "Pinar's Casino closed on the map",
  );
  const havana = p.getByRole("button", { name: /^Havana,/ });
  await until(
    async () =>
      ((await havana.getAttribute("aria-label")) ?? "").includes("2 Active DR Guerrillas"),
    "Havana's DR Activated on the map",
  );
  await screenshot(p, "turn-4-confirmed-desktop");

  // The Directorio takes #8 General Strike (C8.9 card 1): the engine carries the Event out
  // itself, each City shifted toward Neutral and a DR Guerrilla placed in each, listed for the table.
  await p.getByRole("button", { name: "Run the Directorio NP turn" }).click();
  await p.getByText("The app carried out this Event").first().waitFor({ timeout: 15000 });
  for (const t of [
    "Havana: Active Support → Passive Support",
    "Camagüey City: Passive Support → Neutral",
    "Place 1 Underground DR Guerrilla in Santiago de Cuba",
  ])
    await p.getByText(t).first().waitFor();
  await screenshot(p, "turn-5-np-event-desktop");
  await p.setViewportSize({ width: 1024, height: 768 });
  await screenshot(p, "turn-5-np-event-tablet");
  await p.setViewportSize({ width: 1440, height: 1000 });
  // "The Event is done" from the keyboard: focus goes on to what comes next, not the page.
  await p.getByRole("button", { name: "The Event is done" }).focus();
  await p.keyboard.press("Enter");
  await p.getByTestId("confirm-turn").waitFor();
  await until(
    () => focusIs(p, "h3", /^At the table$/),
    "focus on the checklist to tick and confirm",
  );
  await screenshot(p, "turn-6-event-done-focus-desktop");
  await p.getByTestId("confirm-turn").click();
  // Nothing ticked: the one confirm asks first.
  await p.getByText(/^(\d) of \1 changes not ticked — confirm anyway\?$/).waitFor();
  await p.getByTestId("confirm-anyway").click();
  const camaguey = p.getByRole("button", { name: /^Camagüey City,/ });
  await until(
    async () => ((await camaguey.getAttribute("aria-label")) ?? "").includes("DR Guerrilla"),
    "the DR Guerrilla on Camagüey City on the map",
  );
}
