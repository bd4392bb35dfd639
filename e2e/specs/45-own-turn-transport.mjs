// Issue 19's details in a browser at 1024×768: a Standard game with the Government the player's
// (others run by Calixto, app dice, physical deck), #1 in play: the Government is 1st Eligible
// and enters Train in Havana (2 Police placed, 3.2.1) + Transport of 3 Troops from Havana (a
// City) to Oriente (4.2.1). Before anything is applied the map shows a PREVIEW of the board
// after the action, labelled, with the changed spaces outlined; hiding it shows the board now.
// Apply gives the board the rules give; one Undo takes it back.
import { enterCards, factionResources, newStandardGame, tile, tileText } from "../game.mjs";
import { check, until } from "../util.mjs";

export const name = "Own turn: Government Train + Transport with the map preview, applied, undone";

const govResources = (p) => factionResources(p, 0);

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await newStandardGame(p, "E2E own turn details", {
    baseURL,
    np: ["26July", "Directorio", "Syndicate"],
    cards: "physical",
    dice: "app",
  });
  await enterCards(p, 1, 2);
  const play = p.getByRole("tabpanel");
  await p.getByRole("heading", { name: /Your turn: Government, 1st Eligible/ }).waitFor();

  const before = {
    havana: await tileText(p, "havana"),
    oriente: await tileText(p, "oriente"),
    res: await govResources(p),
  };
  check(/6 Troops/.test(before.havana), "6 Troops in Havana");
  check(!/Troop/.test(before.oriente), "no Troop in Oriente");

  await play.getByText("Operation + Special Activity", { exact: true }).click();
  const form = p.locator("[data-own-operation]");
  await form.waitFor();
  await form.getByRole("button", { name: "Train", exact: true }).click();
  await until(
    async () => (await tile(p, "havana").getAttribute("data-highlighted")) === "true",
    "Havana marked on the map",
  );
  await tile(p, "havana").click();
  await form.getByText("Train in Havana", { exact: true }).waitFor();
  await form.getByRole("button", { name: "Increase Police placed" }).click();
  await form.getByRole("button", { name: "Increase Police placed" }).click();

  await form.getByRole("button", { name: "Transport", exact: true }).click();
  await until(
    async () => (await tile(p, "oriente").getAttribute("data-highlighted")) === "true",
    "Oriente marked for Transport",
  );
  await tile(p, "oriente").click();
  const from = "From Havana: Troops";
  await form.getByRole("spinbutton", { name: from }).waitFor();
  for (let i = 0; i < 3; i++) await form.getByRole("button", { name: `Increase ${from}` }).click();
  // Up to 3 Troops (4.2.1).
  check(
    await form.getByRole("button", { name: `Increase ${from}` }).isDisabled(),
    "no 4th Troop offered",
  );
  await form
    .getByText("Sequence of Play: Government cylinder to Operation + Special Activity")
    .waitFor();

  // The preview: labelled above the map, the changed spaces outlined, the board after it.
  const label = p.locator("[data-map-preview]");
  await label.waitFor();
  check(/Preview, not applied yet/.test(await label.textContent()), "the preview is labelled");
  await until(
    async () => /3 Troops/.test(await tileText(p, "oriente")),
    "Oriente previewed with 3 Troops",
  );
  check(
    (await tile(p, "oriente").getAttribute("data-changed")) === "true",
    "Oriente outlined as changed",
  );
  check((await tile(p, "havana").getAttribute("data-changed")) === "true", "Havana outlined");
  check(
    (await tile(p, "las-villas").getAttribute("data-changed")) === null,
    "Las Villas, unchanged, not outlined",
  );
  check(/3 Troops, 6 Police/.test(await tileText(p, "havana")), "Havana previewed: 3 T, 6 P");
  check((await govResources(p)) === before.res, "Resources not yet paid");
  await screenshot(p, "45-own-turn-transport-preview");
  // The labelled preview leaves the whole map in view at 1024x768 (issue 20: the map stays put).
  const mapBox = await p.evaluate(() => {
    const r = document
      .querySelector('[aria-label="Map of Cuba, west to east"]')
      ?.parentElement?.getBoundingClientRect();
    return r ? { top: r.top, bottom: r.bottom, h: innerHeight } : null;
  });
  check(
    mapBox && mapBox.top >= 0 && mapBox.bottom <= mapBox.h + 0.5,
    `the whole map in view with the preview (${JSON.stringify(mapBox)})`,
  );

  // Hidden: the map shows the board now.
  await form.getByRole("checkbox", { name: /Preview on the map/ }).uncheck();
  // (Its spoken name still says it is chosen for the Transport.)
  await until(
    async () => (await tileText(p, "oriente")).replace(/, chosen$/, "") === before.oriente,
    "Oriente as it is now with the preview hidden",
  );
  check((await label.count()) === 0, "no preview label when hidden");
  await form.getByRole("checkbox", { name: /Preview on the map/ }).check();

  await form.getByRole("button", { name: "Apply Train + Transport for Government" }).click();
  await until(async () => (await form.count()) === 0, "the form to close once applied");
  const after = {
    havana: await tileText(p, "havana"),
    oriente: await tileText(p, "oriente"),
    res: await govResources(p),
  };
  check(/3 Troops/.test(after.oriente), "3 Troops in Oriente");
  check(/3 Troops, 6 Police/.test(after.havana), "Havana: 3 Troops, 6 Police");
  check(after.res < before.res, "the Train paid for");
  check((await p.locator("[data-map-preview]").count()) === 0, "no preview once applied");
  await screenshot(p, "45-own-turn-transport-applied");

  await p.getByRole("button", { name: /Undo/ }).click();
  await until(
    async () => (await tileText(p, "oriente")) === before.oriente,
    "Oriente as before after one Undo",
  );
  check((await tileText(p, "havana")) === before.havana, "Havana as before");
  check((await govResources(p)) === before.res, "Government Resources as before");
}
