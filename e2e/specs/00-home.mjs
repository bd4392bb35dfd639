export const name = "home page renders";

export async function run({ baseURL, page, screenshot }) {
  const p = await page();
  await p.goto(baseURL);
  await p.getByRole("heading", { name: "Calixto assistant" }).waitFor();
  await p.getByRole("link", { name: "Card games" }).waitFor();
  await p.getByText("No saved games yet").waitFor();
  await screenshot(p, "home");
}
