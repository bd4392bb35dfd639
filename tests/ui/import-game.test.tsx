import { cleanup, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DbProvider } from "@/app/_components/db-context";
import { ImportGame } from "@/app/_components/home/import-game";
import { type CalixtoDB, createGame, exportGame, listGames } from "@/lib/persistence";
import { standardGame, testDb } from "@/tests/persistence/db-fixture";

configure({ asyncUtilTimeout: 10_000 });

const fileOf = (data: unknown) =>
  new File([typeof data === "string" ? data : JSON.stringify(data)], "game.json", {
    type: "application/json",
  });

/** Importing a game file: problems in a player's words, and a question before a duplicate. */
describe("importing a game file", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  let exported: unknown;
  beforeEach(async () => {
    db = testDb();
    const made = await createGame(db, standardGame);
    if (!made.ok) throw new Error("seed");
    const file = await exportGame(db, made.value.id);
    if (!file.ok) throw new Error("export");
    exported = file.value;
    render(
      <DbProvider db={db}>
        <ImportGame onOpenGame={() => {}} />
      </DbProvider>,
    );
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });
  const input = () => screen.getByLabelText("Exported game file (.json)");

  it("a file of another kind: not a Calixto game export, without JSON talk", async () => {
    await userEvent.upload(input(), fileOf({ hello: 1 }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This file is not a Calixto game export");
    expect(alert).not.toHaveTextContent(/expected "calixto-game"|got missing|format:/);
    await userEvent.upload(input(), fileOf("{oops"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a Calixto game export",
    );
  });

  it("a file changed after export says so, without the checksums", async () => {
    const changed = JSON.parse(JSON.stringify(exported));
    changed.log[0].payload.seed += 1;
    await userEvent.upload(input(), fileOf(changed));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This file was changed after it was exported");
    expect(alert).not.toHaveTextContent(/checksum|file says/);
    expect(await listGames(db)).toHaveLength(1);
  });

  it("the same game twice: asks, and keeps both or replaces the saved one", async () => {
    await userEvent.upload(input(), fileOf(exported));
    const ask = await screen.findByRole("group", { name: /already saved/ });
    expect(ask).toHaveTextContent("“Standard solo” is already saved");
    expect(await listGames(db)).toHaveLength(1);
    await userEvent.click(within(ask).getByRole("button", { name: "Keep both" }));
    // The kept copy takes the next free name, so the two saved games can be told apart.
    await screen.findByText(/Imported “Standard solo \(2\)”/);
    expect((await listGames(db)).map((g) => g.name).sort()).toEqual([
      "Standard solo",
      "Standard solo (2)",
    ]);

    await userEvent.upload(input(), fileOf(exported));
    const again = await screen.findByRole("group", { name: /already saved/ });
    await userEvent.click(within(again).getByRole("button", { name: /^Replace/ }));
    await screen.findByText(/Imported “Standard solo”/);
    expect((await listGames(db)).map((g) => g.name).sort()).toEqual([
      "Standard solo",
      "Standard solo (2)",
    ]);
  });
});
