import { available } from "@/lib/engine/cuba/board";
import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { choice, ctx, done, position, texts } from "../fixtures";

const m26 = ctx("26J", { operation: "march" });

describe("Infiltrate (4.3.1, C8.7.5)", () => {
  it("in a space without Support that has or touches an Underground 26July Guerrilla; ECs too", () => {
    const b = position({
      oriente: { pieces: { m26U: 1 } },
      "ec-east": { pieces: { troop: 1 } },
      "camaguey-province": { pieces: { police: 1 }, support: 1 },
      "sierra-maestra": { pieces: { troop: 1 } },
      matanzas: { pieces: { troop: 1 } },
    });
    expect(SAS.infiltrate.candidates(b, m26)).toEqual(["ec-east", "sierra-maestra"]);
    expect(SAS.infiltrate.candidates(b, ctx("26J", { operation: "terror" }))).toEqual([]);
  });

  it("replaces a Police before a Troop", () => {
    const b = position({ matanzas: { pieces: { m26U: 1, troop: 2, police: 1 } } });
    const r = done(SAS.infiltrate, b, "matanzas", m26);
    expect(r.board.spaces.matanzas.pieces).toMatchObject({ police: 0, troop: 2, m26U: 2 });
  });

  it("only removes the cube when no 26July Guerrilla is Available", () => {
    const b = position(
      { matanzas: { pieces: { m26U: 1, troop: 1 } } },
      {
        tweak: (x: GameBoard) => {
          x.spaces["ec-west"].pieces.m26A = 14;
        },
      },
    );
    expect(available(b, "m26Guerrilla")).toBe(0);
    const r = done(SAS.infiltrate, b, "matanzas", m26);
    expect(texts(r)).toEqual(["Remove 1 Troop from Matanzas to Available"]);
  });

  it("Commandeer: Cash freed by the player's cube goes to the new 26July Guerrilla", () => {
    const b = position(
      { matanzas: { pieces: { m26U: 1, police: 1 }, cash: ["police"] } },
      { roles: { GOV: "player" } },
    );
    const r = done(SAS.infiltrate, b, "matanzas", m26, [choice("free")]);
    expect(r.board.spaces.matanzas.cash).toEqual(["m26U"]);
  });
});
