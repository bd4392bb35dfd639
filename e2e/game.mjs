// Shared by the browser specs: start a Standard game with all four Factions run by Calixto,
// physical Calixto cards and dice, #8 General Strike in play and #20 next, and open the
// Government's NP turn (C8.9 card 1). Returns with the turn workspace on screen.
export async function startGovernmentTurn(p, name) {
  await p.getByRole("textbox", { name: "Name" }).fill(name);
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  for (const f of ["Government", "26July", "Directorio", "Syndicate"]) {
    const box = p.getByRole("checkbox", { name: f, exact: true });
    if (!(await box.isChecked())) await box.check();
  }
  await p.getByRole("radio", { name: "I draw my physical cards" }).check();
  await p.getByRole("radio", { name: "I roll and type the faces" }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);
  const play = p.getByRole("tabpanel");
  const inPlay = play.getByRole("searchbox", { name: /the card in play/ });
  await inPlay.fill("8");
  await inPlay.press("Enter");
  const upcoming = play.getByRole("searchbox", { name: /the next card/ });
  await upcoming.fill("20");
  await upcoming.press("Enter");
  await p.getByRole("button", { name: "Run the Government NP turn" }).click();
  await p.getByTestId("turn-workspace").waitFor();
}
