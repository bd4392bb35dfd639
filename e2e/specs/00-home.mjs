export const name = "home page renders; the Calixto card reference opens from it";

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.goto(baseURL);
  await p.getByRole("heading", { name: "Calixto assistant" }).waitFor();
  await p.getByRole("link", { name: "Card games" }).waitFor();
  await p.getByText("No saved games yet").waitFor();
  await screenshot(p, "home");

  // The card reference: pick the Syndicate, then card Q with the keyboard; both sides drawn.
  await p.getByRole("link", { name: "Calixto cards" }).click();
  await p.getByRole("heading", { name: "The Calixto cards as the app reads them" }).waitFor();
  await p.getByRole("button", { name: "Syndicate" }).first().click();
  await p.getByRole("button", { name: "Card Q" }).focus();
  await p.keyboard.press("Enter");
  await p.getByRole("heading", { name: /^Syndicate card Q, back \(QQ\)/ }).waitFor();
  if (!p.url().endsWith("#Q")) throw new Error(`expected the card in the address, got ${p.url()}`);
  await p.getByRole("table", { name: /Government Space Selection Priorities/ }).waitFor();
  await screenshot(p, "calixto-cards");
}
