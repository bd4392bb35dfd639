import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { ThemeSync, ThemeToggle } from "@/app/_components/theme";
import { type CalixtoDB, getPref } from "@/lib/persistence";
import { testDb } from "@/tests/persistence/db-fixture";

describe("the theme", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    document.documentElement.classList.remove("dark");
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  it("toggles dark mode on <html> and keeps the choice as a preference", async () => {
    render(
      <DbProvider db={db}>
        <ThemeSync />
        <ThemeToggle />
      </DbProvider>,
    );
    const toggle = await screen.findByRole("button", { name: "Dark theme" });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "false"));
    await userEvent.click(toggle);
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await getPref(db, "theme")).toBe("dark");
    expect(localStorage.getItem("calixto-theme")).toBe("dark");
    await userEvent.click(toggle);
    await waitFor(() => expect(document.documentElement).not.toHaveClass("dark"));
  });
});
