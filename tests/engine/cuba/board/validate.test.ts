import { validateBoard, validateSpace } from "@/lib/engine/cuba/board";
import { makeBoard } from "@/tests/fixtures/boards";

const fields = (b: Parameters<typeof validateBoard>[0]) => validateBoard(b).map((e) => e.field);

describe("board validation names the field and the reason", () => {
  it("accepts 2 non-Casino Bases plus 2 Casinos in one space: separate limits (1.4.2)", () => {
    const b = makeBoard({ havana: { govBase: 1, m26Base: 1, casinoOpen: 1, casinoClosed: 1 } });
    expect(validateBoard(b)).toEqual([]);
  });

  it("rejects a third non-Casino Base in a space (1.4.2)", () => {
    const b = makeBoard({ oriente: { govBase: 1, m26Base: 1, drBase: 1 } });
    expect(validateSpace(b, "oriente")).toEqual([
      { field: "spaces.oriente.bases", reason: "3 Bases exceed the stacking limit of 2 (1.4.2)" },
    ]);
  });

  it("rejects a third Casino, open or closed (1.4.2)", () => {
    const b = makeBoard({ "camaguey-city": { casinoOpen: 2, casinoClosed: 1 } });
    expect(fields(b)).toEqual(["spaces.camaguey-city.casinos"]);
  });

  it("accepts Sinatra's third Casino in Havana, not a fourth (1.4.2 exception, 5.1.1)", () => {
    expect(validateBoard(makeBoard({ havana: { casinoOpen: 2, casinoClosed: 1 } }))).toEqual([]);
    const b = makeBoard({ havana: { casinoOpen: 3, casinoClosed: 1 } });
    expect(fields(b)).toEqual(["spaces.havana.casinos"]);
    expect(validateBoard(b)[0].reason).toMatch(/Havana's limit of 3/);
  });

  it("rejects Bases and Casinos in an EC (1.3.4)", () => {
    const b = makeBoard({ "ec-west": { govBase: 1, casinoOpen: 1 } });
    expect(fields(b)).toEqual(["spaces.ec-west.govBase", "spaces.ec-west.casinoOpen"]);
    expect(validateBoard(b)[0].reason).toMatch(/Economic Center: no Bases or Casinos/);
  });

  it("rejects Support or Opposition on an EC (1.6.2) and Terror there (3.3.4)", () => {
    const b = makeBoard({ "ec-east": { support: 1, terror: 1 } });
    expect(fields(b)).toEqual(["spaces.ec-east.support", "spaces.ec-east.terror"]);
  });

  it("accepts Sabotage on an EC and rejects it anywhere else (3.3.4)", () => {
    expect(validateBoard(makeBoard({ "ec-east": { sabotage: true } }))).toEqual([]);
    expect(fields(makeBoard({ havana: { sabotage: true } }))).toEqual(["spaces.havana.sabotage"]);
  });

  it("rejects negative and fractional counts", () => {
    const b = makeBoard({ havana: { troop: -1, police: 1.5, terror: -2 } });
    expect(fields(b)).toEqual([
      "spaces.havana.troop",
      "spaces.havana.police",
      "spaces.havana.terror",
    ]);
    expect(validateBoard(b)[0].reason).toBe("Troops must be a whole number 0 or more, got -1");
  });

  it("rejects more pieces on the map than the inventory (1.4.1)", () => {
    const b = makeBoard({ havana: { troop: 10 }, "camaguey-city": { troop: 6 } });
    expect(validateBoard(b)).toEqual([
      { field: "pieces.troop", reason: "16 Troops on the map exceed the inventory of 15" },
    ]);
    const g = makeBoard({ oriente: { synU: 4, synA: 3 } });
    expect(fields(g)).toEqual(["pieces.synGuerrilla"]);
  });

  it("rejects Cash with no piece of that kind to hold it (4.5.2)", () => {
    const b = makeBoard({ havana: { police: 1, cash: ["troop", "troop"] } });
    expect(validateBoard(b)[0]).toEqual({
      field: "spaces.havana.cash",
      reason: "2 Cash held by Troops but no Troop there: Cash needs a piece to hold it (4.5.2)",
    });
  });

  it("lets one piece hold several Cash markers (4.5.2)", () => {
    const b = makeBoard({ havana: { troop: 1, cash: ["troop", "troop", "troop"] } });
    expect(validateBoard(b)).toEqual([]);
  });

  it("rejects more than the 4 Cash markers and more than 20 Terror/Sabotage markers", () => {
    const cash = makeBoard({
      havana: { troop: 3, cash: ["troop", "troop", "troop"] },
      oriente: { m26U: 2, cash: ["m26U", "m26U"] },
    });
    expect(fields(cash)).toEqual(["cash"]);
    const terror = makeBoard({
      havana: { terror: 15 },
      oriente: { terror: 5 },
      "ec-west": { sabotage: true },
    });
    expect(fields(terror)).toEqual(["terror"]);
  });

  it("rejects track values outside 0-49 (1.8)", () => {
    const b = makeBoard({}, { aid: 50, resources: { GOV: -1, "26J": 0, DR: 0, SYN: 0 } });
    expect(fields(b)).toEqual(["aid", "resources.GOV"]);
  });

  it("accepts a Capability only on its Capability side, once (5.3)", () => {
    expect(validateBoard(makeBoard({}, { capabilities: [{ card: 2, side: "unshaded" }] }))).toEqual(
      [],
    );
    expect(fields(makeBoard({}, { capabilities: [{ card: 2, side: "shaded" }] }))).toEqual([
      "capabilities[0]",
    ]);
    expect(fields(makeBoard({}, { capabilities: [{ card: 7, side: "unshaded" }] }))).toEqual([
      "capabilities[0]",
    ]);
    const twice = makeBoard(
      {},
      {
        capabilities: [
          { card: 13, side: "unshaded" },
          { card: 13, side: "unshaded" },
        ],
      },
    );
    expect(fields(twice)).toEqual(["capabilities[1]"]);
  });

  it("accepts Momentum cards only, and not a card already in play as a Capability (5.4)", () => {
    expect(validateBoard(makeBoard({}, { momentum: [1, 10] }))).toEqual([]);
    expect(fields(makeBoard({}, { momentum: [7] }))).toEqual(["momentum[0]"]);
    const both = makeBoard({}, { momentum: [22], capabilities: [{ card: 22, side: "unshaded" }] });
    expect(fields(both)).toEqual(["momentum[0]"]);
  });

  it("rejects the same card as current and next (2.2)", () => {
    expect(fields(makeBoard({}, { currentCard: 8, nextCard: 8 }))).toEqual(["nextCard"]);
    expect(fields(makeBoard({}, { currentCard: 53 }))).toEqual(["currentCard"]);
  });
});
