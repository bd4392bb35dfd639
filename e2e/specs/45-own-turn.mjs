// Issue 19's browser test: at 1024×768 a Standard game with 26July the player's (others run by
// Calixto, app dice, physical deck so the cards are named), #13 in play: 26July is 1st Eligible
// and enters an Operation + Special Activity on the map: March into Oriente with the 2
// Underground Guerrillas of Sierra Maestra (3.3.2: 1 Resource, Oriente is a Province), then
// Infiltrate in Santiago de Cuba (4.3.1: its Underground Guerrilla, no Support there: a Police
// replaced by a 26July Guerrilla). A non-adjacent origin is not offered; the board and Resources
// after Apply are the rules'; one Undo takes the whole action back.
export const name = "Own turn: 26July's March + Infiltrate entered on the map, applied, undone";

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(fn, what, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await fn()) return;
    await wait(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}
function check(cond, what) {
  if (!cond) throw new Error(`expected: ${what}`);
}
const tile = (p, id) => p.locator(`[data-space="${id}"]`);
const tileText = async (p, id) => (await tile(p, id).getAttribute("aria-label")) ?? "";
/** 26July's Resources as the track strip shows them. */
async function m26Resources(p) {
  const item = p.getByRole("list", { name: "Factions" }).getByRole("listitem").nth(1);
  const t = await item.getByTitle("Resources").textContent();
  return Number(t.replace(/\D+/g, ""));
}

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(baseURL);
  await p.getByRole("textbox", { name: "Name" }).fill("E2E own turn");
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  for (const f of ["Government", "Directorio", "Syndicate"]) {
    const box = p.getByRole("checkbox", { name: f, exact: true });
    if (!(await box.isChecked())) await box.check();
  }
  const m26 = p.getByRole("checkbox", { name: "26July", exact: true });
  if (await m26.isChecked()) await m26.uncheck();
  await p.getByRole("radio", { name: "I draw my physical cards" }).check();
  await p.getByRole("radio", { name: "The app rolls" }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);
  const play = p.getByRole("tabpanel");
  const inPlay = play.getByRole("searchbox", { name: /the card in play/ });
  await inPlay.fill("13");
  await inPlay.press("Enter");
  const upcoming = play.getByRole("searchbox", { name: /the next card/ });
  await upcoming.fill("20");
  await upcoming.press("Enter");
  await p.getByRole("heading", { name: /Your turn: 26July, 1st Eligible/ }).waitFor();

  const before = {
    oriente: await tileText(p, "oriente"),
    sierra: await tileText(p, "sierra-maestra"),
    santiago: await tileText(p, "santiago-de-cuba"),
    res: await m26Resources(p),
  };
  check(/2 Underground 26July Guerrillas/.test(before.sierra), "2 Guerrillas in Sierra Maestra");

  await play.getByText("Operation + Special Activity", { exact: true }).click();
  const form = p.locator("[data-own-operation]");
  await form.waitFor();
  await form.getByRole("button", { name: "March", exact: true }).click();
  // The map marks the legal destinations; a tap on Oriente adds it (no space editor opens).
  await until(
    async () => (await tile(p, "oriente").getAttribute("data-highlighted")) === "true",
    "Oriente marked on the map",
  );
  await tile(p, "oriente").click();
  check((await p.getByRole("dialog").count()) === 0, "the space editor stays closed");
  await form.getByText("March in Oriente", { exact: true }).waitFor();
  const from = "From Sierra Maestra: Underground 26July Guerrillas";
  await form.getByRole("spinbutton", { name: from }).waitFor();
  // La Habana's Guerrilla is not adjacent to Oriente: not offered, and the form says why.
  check(
    (await form.getByRole("spinbutton", { name: /From La Habana/ }).count()) === 0,
    "no origin stepper for La Habana",
  );
  check(
    (await form.textContent()).includes("La Habana is not adjacent to Oriente"),
    "the reason La Habana is not offered",
  );
  await form.getByRole("button", { name: `Increase ${from}` }).click();
  await form.getByRole("button", { name: `Increase ${from}` }).click();

  await form.getByRole("button", { name: "Infiltrate", exact: true }).click();
  await until(
    async () => (await tile(p, "santiago-de-cuba").getAttribute("data-highlighted")) === "true",
    "Santiago de Cuba marked for Infiltrate",
  );
  await tile(p, "santiago-de-cuba").click();
  await form.getByText(`26July Resources ${before.res} → ${before.res - 1}`).waitFor();
  await form
    .getByText("Sequence of Play: 26July cylinder to Operation + Special Activity")
    .waitFor();
  await screenshot(p, "45-own-turn-preview");

  await form.getByRole("button", { name: "Apply March + Infiltrate for 26July" }).click();
  await until(async () => (await form.count()) === 0, "the form to close once applied");
  const after = {
    oriente: await tileText(p, "oriente"),
    sierra: await tileText(p, "sierra-maestra"),
    santiago: await tileText(p, "santiago-de-cuba"),
    res: await m26Resources(p),
  };
  check(after.res === before.res - 1, `26July Resources ${before.res} → ${before.res - 1}`);
  check(/2 Underground 26July Guerrillas/.test(after.oriente), "2 Guerrillas in Oriente");
  check(!/26July Guerrilla/.test(after.sierra), "none left in Sierra Maestra");
  check(/1 Police/.test(after.santiago), "1 of the 2 Police replaced in Santiago de Cuba");
  check(/2 Underground 26July Guerrillas/.test(after.santiago), "a Guerrilla placed there");
  await screenshot(p, "45-own-turn-applied");

  // One Undo takes the whole action back.
  await p.getByRole("button", { name: /Undo/ }).click();
  await until(
    async () => (await tileText(p, "oriente")) === before.oriente,
    "Oriente as before after one Undo",
  );
  check((await tileText(p, "sierra-maestra")) === before.sierra, "Sierra Maestra as before");
  check((await tileText(p, "santiago-de-cuba")) === before.santiago, "Santiago as before");
  check((await m26Resources(p)) === before.res, "26July Resources as before");
  await p.getByRole("heading", { name: /Your turn: 26July, 1st Eligible/ }).waitFor();
}
