// The browser test: start a Standard game, change a space, reload, see the change;
// plus a refused change shown inline, undo by keyboard, and screenshots at desktop and tablet sizes.
export const name = "board: Standard game, edit a space, reload, still there";

async function label(locator) {
  return (await locator.getAttribute("aria-label")) ?? "";
}

async function expectLabel(locator, text) {
  for (let i = 0; i < 50; i++) {
    if ((await label(locator)).includes(text)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected "${text}" in: ${await label(locator)}`);
}

export async function run({ baseURL, page, screenshot, restartBrowser }) {
  let p = await page();
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.goto(baseURL);
  await p.getByRole("textbox", { name: "Name" }).fill("E2E Standard");
  await p.getByRole("radio", { name: /Standard deployment/ }).check();
  await p.getByRole("button", { name: "Start game" }).click();
  await p.waitForURL(/\/game\?id=/);
  const url = p.url();

  const lasVillas = p.getByRole("button", { name: /^Las Villas,/ });
  await expectLabel(lasVillas, "3 Troops");
  await expectLabel(lasVillas, "Government Control");
  await p.getByTestId("total-Total Support").filter({ hasText: "16" }).waitFor();

  // Edit: one more Troop in Las Villas, with the + button.
  await lasVillas.click();
  const editor = p.getByRole("dialog", { name: "Las Villas" });
  await editor.getByRole("button", { name: "Increase Troops" }).click();
  await editor
    .getByRole("spinbutton", { name: "Troops" })
    .and(p.locator('[aria-valuenow="4"]'))
    .waitFor();

  // A change the rules refuse: a third Base in one space (1.4.2) is shown and changes nothing.
  await editor.getByRole("button", { name: "Increase 26July Bases" }).click();
  await editor.getByRole("button", { name: "Increase 26July Bases" }).click();
  await editor.getByRole("button", { name: "Increase DR Bases" }).click();
  await editor.getByRole("alert").filter({ hasText: "stacking limit of 2" }).waitFor();
  await editor
    .getByRole("spinbutton", { name: "DR Bases" })
    .and(p.locator('[aria-valuenow="0"]'))
    .waitFor();
  await screenshot(p, "board-editor-desktop");
  await p.keyboard.press("Escape");
  await editor.waitFor({ state: "detached" });
  await expectLabel(lasVillas, "4 Troops, 2 26July Bases");

  // Undo the second Base with the keyboard, then reload: the rest is still there.
  await p.keyboard.press("Control+z");
  await expectLabel(lasVillas, "4 Troops, 1 26July Base");
  await p.reload();
  await expectLabel(lasVillas, "4 Troops, 1 26July Base");
  await p.getByTestId("total-Opposition + Bases").filter({ hasText: "8" }).waitFor();
  await screenshot(p, "board-desktop");

  // Tablet sizes, landscape and portrait, with the editor open on a touch-size screen.
  await p.setViewportSize({ width: 1024, height: 768 });
  await screenshot(p, "board-tablet-landscape");
  await p.setViewportSize({ width: 768, height: 1024 });
  await screenshot(p, "board-tablet-portrait");
  await p.getByRole("button", { name: /^Havana,/ }).click();
  await p.getByRole("dialog", { name: "Havana" }).waitFor();
  await screenshot(p, "board-editor-tablet");
  await p.getByRole("button", { name: "Done" }).click();

  // Disputed readings: switch one for this game; it is logged and survives a reload.
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.getByRole("tab", { name: "Readings" }).click();
  await p.locator("summary", { hasText: "Move Priorities" }).click();
  const k2 = p.getByRole("group", { name: "Keep row 2" });
  await k2.getByRole("radio", { name: /^Alternative/ }).click();
  await p.getByText("1 switched in this game.", { exact: false }).waitFor();
  await screenshot(p, "readings-desktop");
  await p.reload();
  await p.getByRole("tab", { name: "Readings" }).click();
  if (
    !(await p
      .getByRole("group", { name: "Keep row 2" })
      .getByRole("radio", { name: /^Alternative/ })
      .isChecked())
  )
    throw new Error("the switched reading was lost on reload");

  // Dark theme, kept as a preference.
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.getByRole("button", { name: /Dark theme/ }).click();
  await p.locator("html.dark").waitFor({ state: "attached" });
  await screenshot(p, "board-dark");

  // IndexedDB is on disk: a new browser on the same profile sees the same game.
  const ctx = await restartBrowser();
  p = ctx.pages()[0] ?? (await ctx.newPage());
  await p.goto(url);
  await expectLabel(p.getByRole("button", { name: /^Las Villas,/ }), "4 Troops, 1 26July Base");
  await p.goto(baseURL);
  await p.getByRole("link", { name: "E2E Standard" }).waitFor();
  await screenshot(p, "home-with-game");
}
