import { MUSCLE_ORIGIN_COLUMN, SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, need, position, space } from "../fixtures";

const syn = ctx("SYN", { operation: "rally" });

describe("Muscle (4.5.3, C8.7.7)", () => {
  it("goes to an EC or a space with an open Casino, if cubes of the right kind can come", () => {
    const b = position({
      havana: { pieces: { casinoOpen: 1 } },
      matanzas: { pieces: { casinoOpen: 1 } },
      oriente: { pieces: { troop: 1 } },
      "camaguey-city": { pieces: { police: 2 } },
    });
    expect(SAS.muscle.candidates(b, syn)).toEqual([
      "ec-west",
      "havana",
      "matanzas",
      "ec-central",
      "ec-east",
    ]);
    const noPolice = position({
      havana: { pieces: { casinoOpen: 1 } },
      oriente: { pieces: { troop: 1 } },
    });
    expect(SAS.muscle.candidates(noPolice, syn)).not.toContain("havana");
  });

  it("① takes Police from ECs with Syndicate Guerrillas first", () => {
    const b = position({
      havana: { pieces: { casinoOpen: 1 } },
      "ec-west": { pieces: { synU: 1, police: 1 } },
      "camaguey-city": { pieces: { police: 2 } },
    });
    const r = done(SAS.muscle, b, "havana", syn);
    expect(r.board.spaces.havana.pieces.police).toBe(2);
    expect(r.board.spaces["ec-west"].pieces.police).toBe(0);
  });

  it("② then spaces with open Casinos and Government Control; Cash moves with its cube", () => {
    const b = position({
      matanzas: { pieces: { troop: 2, casinoOpen: 1 }, cash: ["troop"] },
      oriente: { pieces: { troop: 3 } },
    });
    // The first Troop (its Cash with it) leaves Matanzas, which then loses Government Control,
    // so the second origin is chosen by column among all spaces with Troops (③).
    const second = need(SAS.muscle.execute(b, "ec-central", syn, []));
    expect(second).toMatchObject({ kind: "select", candidates: ["matanzas", "oriente"] });
    const r = done(SAS.muscle, b, "ec-central", syn, [space("oriente")]);
    expect(r.board.spaces["ec-central"].pieces.troop).toBe(2);
    expect(r.board.spaces["ec-central"].cash).toEqual(["troop"]);
    expect(r.board.spaces.matanzas.pieces.troop).toBe(1);
  });

  it("③ by the Remove column, or the Muscle Destination column in the alternative reading", () => {
    const b = position({ matanzas: { pieces: { troop: 1 } }, oriente: { pieces: { troop: 1 } } });
    expect(need(SAS.muscle.execute(b, "ec-east", syn, []))).toMatchObject({ column: "RR" });
    const alt = ctx("SYN", { options: { conflicts: { [MUSCLE_ORIGIN_COLUMN]: "alternative" } } });
    expect(need(SAS.muscle.execute(b, "ec-east", alt, []))).toMatchObject({ column: "MUS" });
    const r = done(SAS.muscle, b, "ec-east", syn, [space("oriente")]);
    expect(r.board.spaces["ec-east"].pieces.troop).toBe(2);
  });
});
