// Shared by the browser specs: start a Standard game from the home page, enter the cards, and
// open the Government's NP turn on #8 General Strike with #20 next (C8.9 card 1).

const FACTIONS = ["Government", "26July", "Directorio", "Syndicate"];

/**
 * Start a Standard game from the home page (opened first when `baseURL` is given). `np`: the
 * Factions Calixto runs (omitted: the form's default); `cards` and `dice`: "physical" for the
 * player's own cards or dice typed in, "app" for dice the app rolls (omitted: the form's
 * default).
 */
export async function newStandardGame(p, name, { baseURL, np, cards, dice } = {}) {
  if (baseURL) await p.goto(baseURL);
  await p.getByRole("textbox", { name: "Name" }).fill(name);
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  if (np)
    for (const f of FACTIONS) {
      const box = p.getByRole("checkbox", { name: f, exact: true });
      if ((await box.isChecked()) !== np.includes(f)) await box.click();
    }
  if (cards === "physical")
    await p.getByRole("radio", { name: "I draw my physical cards" }).check();
  if (dice === "physical")
    await p.getByRole("radio", { name: "I roll and type the faces" }).check();
  if (dice === "app") await p.getByRole("radio", { name: "The app rolls" }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);
}

/** Enter the card in play and the next card on the Play tab. */
export async function enterCards(p, current, next) {
  const play = p.getByRole("tabpanel");
  for (const [label, card] of [
    [/the card in play/, current],
    [/the next card/, next],
  ]) {
    const box = play.getByRole("searchbox", { name: label });
    await box.fill(String(card));
    await box.press("Enter");
  }
}

/**
 * From the home page: a Standard game with all four Factions run by Calixto, physical Calixto
 * cards and dice, #8 in play and #20 next, the Government's NP turn opened. Returns with the
 * turn workspace on screen.
 */
export async function startGovernmentTurn(p, name) {
  await newStandardGame(p, name, { np: FACTIONS, cards: "physical", dice: "physical" });
  await enterCards(p, 8, 20);
  await p.getByRole("button", { name: "Run the Government NP turn" }).click();
  await p.getByTestId("turn-workspace").waitFor();
}

/** A space's tile on the map, and what it says (its accessible label: control, pieces). */
/** Waits until every press shown ahead is saved (the play panel marks that window data-saving). */
export const pressesSaved = (p) => p.locator("[data-saving]").waitFor({ state: "detached" });

export const tile = (p, id) => p.locator(`[data-space="${id}"]`);
export const tileText = async (p, id) => (await tile(p, id).getAttribute("aria-label")) ?? "";

/** A Faction's Resources as the track strip shows them (`GOV_M26_DR_SYN` order: 0..3). */
export async function factionResources(p, index) {
  const item = p.getByRole("list", { name: "Factions" }).getByRole("listitem").nth(index);
  const t = await item.getByTitle("Resources").textContent();
  return Number(t.replace(/\D+/g, ""));
}
