import { standardBoard } from "@/data/cuba/scenarios";
import { resourcesPhase } from "@/lib/engine/cuba/calixto/propaganda";
import type { Faction, GameBoard, Role } from "@/lib/engine/cuba/types";
import { drive } from "./drive";

const board = (players: Faction[] = []): GameBoard =>
  standardBoard({
    roles: Object.fromEntries(
      (["GOV", "26J", "DR", "SYN"] as Faction[]).map((f) => [
        f,
        players.includes(f) ? "player" : "np",
      ]),
    ) as Record<Faction, Role>,
    shortGame: false,
  });

describe("Resources Phase (6.2, C8.5.9)", () => {
  it("Sabotages an EC where 26J + DR Guerrillas outnumber cubes, before Government Earnings", () => {
    const b = board(["GOV"]);
    b.spaces["ec-east"].pieces.m26U = 1;
    b.spaces["ec-east"].pieces.drU = 1;
    b.spaces["ec-east"].pieces.police = 1;
    b.spaces["ec-west"].pieces.m26U = 1;
    b.spaces["ec-west"].pieces.troop = 1;
    const r = drive((a) => resourcesPhase(b, a)).result;
    expect(r.board.spaces["ec-east"].sabotage).toBe(true);
    expect(r.board.spaces["ec-west"].sabotage).toBe(false);
    // Player GOV: unsabotaged Econ 3 + 3, plus Aid 15, plus the Skim of Havana (GOV Control).
    expect(r.board.resources.GOV).toBe(15 + 6 + 15 + 2);
  });

  it("NP GOV, 26J and DR skip Earnings; player 26J and DR earn (Bases; spaces with pieces)", () => {
    const np = drive((a) => resourcesPhase(board(), a)).result;
    expect([np.board.resources.GOV, np.board.resources["26J"], np.board.resources.DR]).toEqual([
      15, 10, 5,
    ]);
    const pl = drive((a) => resourcesPhase(board(["26J", "DR"]), a)).result;
    expect(pl.board.resources["26J"]).toBe(10 + 1);
    expect(pl.board.resources.DR).toBe(5 + 2);
  });

  it("Syndicate earns City Pop and EC Econ where its Guerrillas outnumber Police, plus 2 per open Casino", () => {
    const b = board();
    b.spaces["santiago-de-cuba"].pieces.synU = 3; // 3 > 2 Police: Pop 1
    b.spaces["ec-central"].pieces.synU = 1; // no Police: Econ 3
    const r = drive((a) => resourcesPhase(b, a)).result;
    // 15 + 1 + 3 + 2 x 3 open Casinos, minus the Skim of Havana (NP GOV: nothing gained).
    expect(r.board.resources.SYN).toBe(15 + 1 + 3 + 6 - 2);
  });

  it("the Skim pays 2 per space to a player Controller; Santo lets an Underground SYN Guerrilla block it", () => {
    const b = board(["GOV"]);
    b.capabilities = [{ card: 48, side: "shaded" }];
    b.spaces.havana.pieces.synU = 1;
    const r = drive((a) => resourcesPhase(b, a)).result;
    expect(r.trace.some((t) => t.kind === "note" && /blocks the Skim/.test(t.text))).toBe(true);
    expect(r.board.resources.SYN).toBe(15 + 6);
  });

  it("NP GOV Cash: a Base in a Province without one, else +1 to Civic Action (reference §3.8)", () => {
    const b = board();
    b.spaces["las-villas"].cash = ["troop"];
    b.spaces.havana.cash = ["police"];
    const r = drive((a) => resourcesPhase(b, a)).result;
    expect(r.board.spaces["las-villas"].pieces.govBase).toBe(1);
    expect(r.board.spaces["las-villas"].cash).toEqual([]);
    expect(r.board.spaces.havana.pieces.govBase).toBe(0);
    expect(r.civicActionBonus).toBe(1);
  });

  it("NP SYN Cash: a Casino if there is room, else (final Round) opens one, else +6 Resources", () => {
    const b = board();
    b.spaces["la-habana"].pieces.synU = 1;
    b.spaces["la-habana"].cash = ["synU"];
    const room = drive((a) => resourcesPhase(b, a)).result;
    expect(room.board.spaces["la-habana"].pieces.casinoOpen).toBe(2);

    const full = structuredClone(b);
    full.spaces["la-habana"].pieces.casinoClosed = 1;
    const notFinal = drive((a) => resourcesPhase(full, a, false)).result;
    expect(notFinal.board.spaces["la-habana"].pieces.casinoClosed).toBe(1);
    expect(notFinal.board.resources.SYN).toBe(15 + 2 * 3 - 2 + 6);
    const final = drive((a) => resourcesPhase(full, a, true)).result;
    expect(final.board.spaces["la-habana"].pieces.casinoOpen).toBe(2);
    expect(final.board.resources.SYN).toBe(15 + 2 * 3 - 2);
  });

  it("asks a player how to deposit its Cash, in the order 26J, DR, GOV, SYN (6.2.4)", () => {
    const b = board(["26J"]);
    b.spaces.oriente.pieces.m26U = 1;
    b.spaces.oriente.cash = ["m26U"];
    b.spaces["camaguey-province"].cash = ["drU"];
    const run = drive((a) => resourcesPhase(b, a), { choices: ["resources"] });
    const q = run.needs[0];
    expect(
      q.kind === "request" &&
        q.request.kind === "question" &&
        q.request.options.map((o) => o.value),
    ).toEqual(["base", "resources"]);
    expect(run.result.board.resources["26J"]).toBe(10 + 1 + 6);
    expect(run.result.board.spaces["camaguey-province"].pieces.drBase).toBe(1);
    const order = run.result.trace.filter((t) => t.kind === "note" && /Cash in/.test(t.text));
    expect(order.map((t) => (t.kind === "note" ? t.text.split(" ")[0] : ""))).toEqual([
      "26July",
      "Directorio",
    ]);
  });

  it("rejects an answer of the wrong kind, naming it", () => {
    const b = board(["26J"]);
    b.spaces.oriente.pieces.m26U = 1;
    b.spaces.oriente.cash = ["m26U"];
    const r = resourcesPhase(b, [{ kind: "dice", faces: [3] }]);
    expect(r.kind === "error" && r.errors[0].field).toBe("answers[0]");
  });
});
