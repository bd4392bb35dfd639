// Issue 13, part B: the aid-sheet tables of the card reference page can be corrected from the
// player's own sheet. At 1024x768 a wide table scrolls inside its own box, never the page; a
// corrected dot shows ours beside yours and survives a reload (stored per player); Revert undoes it.
import { join } from "node:path";

export const name =
  "Table corrections: a dot corrected and reverted; wide tables scroll in their own box at 1024x768";

/** The elements that stick out to the right of the window, if the page scrolls sideways. */
const pageScrollsSideways = (p) =>
  p.evaluate(() => {
    if (document.scrollingElement.scrollWidth <= window.innerWidth + 1) return null;
    const wide = [...document.querySelectorAll("body *")].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.right <= window.innerWidth + 1) return false;
      for (let a = el.parentElement; a; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return false;
      return true;
    });
    return wide
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.slice(0, 60)}`)
      .join("; ");
  });

export async function run({ baseURL, page, screenshot, artifacts }) {
  const p = await page();
  await p.setViewportSize({ width: 1024, height: 768 });
  await p.goto(new URL("/rules/calixto/cards", baseURL).href);
  await p.getByRole("heading", { name: "The Calixto cards as the app reads them" }).waitFor();
  await p.getByRole("button", { name: "Correct this table from my aid sheet" }).click();
  const havana = p.getByRole("checkbox", { name: /Dot for Sweep Destination in row "Havana"/ });
  await havana.click();
  await p.getByText("Corrected").first().waitFor();
  const wide = await pageScrollsSideways(p);
  if (wide) throw new Error(`the page scrolls sideways at 1024 px: ${wide}`);

  await p.reload();
  await p.getByText("Corrected").first().waitFor();
  await p.getByRole("link", { name: "Event Cards table" }).click();
  await p
    .getByRole("region", { name: /Event Cards table/ })
    .getByLabel("Find a card (number or title)")
    .fill("20");
  await p.getByRole("table", { name: /#20/ }).waitFor();
  await screenshot(p, "table-corrections-1024");
  for (const [section, shot] of [
    [/Space Selection Priorities/, "table-corrections-priorities-1024"],
    [/Event Cards table/, "table-corrections-event-cards-1024"],
  ])
    await p
      .getByRole("region", { name: section })
      .screenshot({ path: join(artifacts, `${shot}.png`) });

  for (const [width, height, shot] of [
    [1440, 1000, "table-corrections-1440"],
    [390, 844, "table-corrections-phone"],
  ]) {
    await p.setViewportSize({ width, height });
    await p.getByRole("heading", { name: "Space Selection Priorities" }).scrollIntoViewIfNeeded();
    const out = await pageScrollsSideways(p);
    if (out) throw new Error(`the page scrolls sideways at ${width} px: ${out}`);
    await screenshot(p, shot);
  }

  await p.getByRole("button", { name: /^Revert the dots of row "Havana"/ }).click();
  await p.getByText("Corrected").waitFor({ state: "detached" });
}
