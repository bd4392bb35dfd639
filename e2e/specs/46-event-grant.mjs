// Issue 19, "Event grants continue": at 1024×768 a Standard game with 26July the player's (the
// others run by Calixto, app dice, physical deck), #20 The Twelve in play: 26July is 1st Eligible
// and has the app apply the Event (unshaded: a Faction free Marches, then free Rallies at a March
// destination, 5.1), picking itself. The guided form then opens set to the free March: 2
// Underground Guerrillas from Sierra Maestra into Oriente, no Resources paid; then the Rally, only
// in Oriente (the one March destination): 1 Guerrilla placed. Only then is the next NP (the
// Directorio, 2nd on M D S G) due. One Undo takes the granted Rally back and it is due again.
import { enterCards, factionResources, newStandardGame, tile, tileText } from "../game.mjs";
import { check, until } from "../util.mjs";

export const name = "Event grant: #20 The Twelve applied, its free March and Rally in the form";

const marked = async (p, id) => (await tile(p, id).getAttribute("data-highlighted")) === "true";
const m26Resources = (p) => factionResources(p, 1);

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await newStandardGame(p, "E2E event grant", {
    baseURL,
    np: ["Government", "Directorio", "Syndicate"],
    cards: "physical",
    dice: "app",
  });
  await enterCards(p, 20, 2);
  const play = p.getByRole("tabpanel");
  await p.getByRole("heading", { name: /Your turn: 26July, 1st Eligible/ }).waitFor();

  const before = {
    oriente: await tileText(p, "oriente"),
    sierra: await tileText(p, "sierra-maestra"),
    res: await m26Resources(p),
  };
  check(/2 Underground 26July Guerrillas/.test(before.sierra), "2 Guerrillas in Sierra Maestra");

  // The Event, applied by the app: it asks which Faction Marches and Rallies.
  // The choices are radios inside button-like labels: a press on the label picks one.
  await play
    .locator("label")
    .filter({ has: p.getByRole("radio", { name: "Event" }) })
    .click();
  await play
    .locator("label")
    .filter({ has: p.getByRole("radio", { name: "Unshaded" }) })
    .click();
  await play.getByRole("button", { name: "Apply this Event for me" }).click();
  const panel = play.getByRole("region", { name: /Apply this Event for me/ });
  await panel.getByRole("button", { name: "26July", exact: true }).click();
  await panel.getByText("26July: Free March, then Rally in one March destination").waitFor();
  await screenshot(p, "46-event-grant-event");
  await panel.getByRole("button", { name: "Apply", exact: true }).click();

  // The form opens set to the free March, with what the Event allows in words.
  const form = p.locator("[data-own-operation]");
  await form.waitFor();
  await form
    .getByRole("heading", { name: /Granted by the Event: 26July: Free March, then Rally/ })
    .waitFor();
  check(
    (await form
      .getByRole("button", { name: "March", exact: true })
      .getAttribute("aria-pressed")) === "true",
    "the March chosen already",
  );
  await until(() => marked(p, "oriente"), "Oriente marked on the map");
  await tile(p, "oriente").click();
  const from = "From Sierra Maestra: Underground 26July Guerrillas";
  await form.getByRole("button", { name: `Increase ${from}` }).click();
  await form.getByRole("button", { name: `Increase ${from}` }).click();
  await form
    .getByText("Move 2 Underground 26July Guerrillas from Sierra Maestra to Oriente")
    .waitFor();
  check((await form.getByText(/26July Resources/).count()) === 0, "the March is free");
  await screenshot(p, "46-event-grant-march");
  await form.getByRole("button", { name: "Apply the free March for 26July" }).click();

  // Then the Rally, only in the March destination.
  await form.getByRole("button", { name: "Rally", exact: true }).waitFor();
  await until(() => marked(p, "oriente"), "Oriente marked for the Rally");
  check(!(await marked(p, "sierra-maestra")), "Sierra Maestra not offered for the Rally");
  await tile(p, "oriente").click();
  await form.getByText("Place 1 Underground 26July Guerrilla in Oriente").waitFor();
  await form.getByRole("button", { name: "Apply the free Rally for 26July" }).click();

  // Only now the next NP: the Directorio is 2nd Eligible on #20.
  await play.getByRole("button", { name: "Run the Directorio NP turn" }).waitFor();
  const after = {
    oriente: await tileText(p, "oriente"),
    sierra: await tileText(p, "sierra-maestra"),
    res: await m26Resources(p),
  };
  check(after.res === before.res, `26July Resources still ${before.res}: both are free`);
  check(/3 Underground 26July Guerrillas/.test(after.oriente), "3 Guerrillas in Oriente");
  check(!/26July Guerrilla/.test(after.sierra), "none left in Sierra Maestra");
  await screenshot(p, "46-event-grant-done");

  // One Undo takes the granted Rally back: it is due again, the March stays.
  await p.getByRole("button", { name: /Undo/ }).click();
  await form.getByRole("button", { name: "Rally", exact: true }).waitFor();
  await until(
    async () => /2 Underground 26July Guerrillas/.test(await tileText(p, "oriente")),
    "Oriente back to the 2 that Marched",
  );
  check(
    (await play.getByRole("button", { name: "Run the Directorio NP turn" }).count()) === 0,
    "the NP waits",
  );
}
