import { programFor } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import type { EventStep } from "@/lib/engine/cuba/calixto/events/program/types";
import type { Faction, GameBoard, Role } from "@/lib/engine/cuba/types";
import { runProgram, testProgram } from "./rules-drive";

/**
 * C8.8 Events Reference: how an NP chooses among an Event's effective actions. An Event that
 * offers alternatives is written as a `choose` step (the NP takes the first effective one); an
 * Event that leaves the direction of a shift open reads `toward: "actor"`. The small programs
 * here set up exactly the choice each guideline speaks of; real cards are used where one fits.
 */
const ALL_NP: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };

function board(roles: Partial<Record<Faction, Role>> = {}): GameBoard {
  return structuredClone(standardBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false }));
}

const choose = (...options: EventStep[][]) =>
  testProgram([{ do: "choose", labels: options.map((_, i) => `option ${i + 1}`), options }]);
const alliance = (steps: number): EventStep[] => [{ do: "alliance", steps }];
const resources = (of: Faction, delta: number): EventStep[] => [{ do: "resources", of, delta }];

describe("C8.8 NPs choose effective Event actions by the guidelines", () => {
  it("an Event offering alternatives: the NP takes the one effective for it, whatever the order", () => {
    const b = board();
    b.usAlliance = "reluctant";
    expect(runProgram(b, choose(alliance(-1), alliance(1)), "GOV").board.usAlliance).toBe("firm");
    expect(runProgram(b, choose(alliance(1), alliance(-1)), "GOV").board.usAlliance).toBe("firm");
    expect(runProgram(b, choose(alliance(1), alliance(-1)), "DR").board.usAlliance).toBe(
      "embargoed",
    );
  });
});

describe("C8.8.1 NP Government Events", () => {
  it("choose to increase: NP GOV raises the US Alliance", () => {
    const b = board();
    b.usAlliance = "embargoed";
    const r = runProgram(b, choose(alliance(-1), alliance(1)), "GOV");
    expect(r.board.usAlliance).toBe("reluctant");
  });

  it("choose to decrease: NP GOV lowers Insurgent Resources where they are kept (NP SYN, a player), not an NP 26J's", () => {
    const b = board();
    expect(
      runProgram(b, choose(resources("SYN", 3), resources("SYN", -3)), "GOV").board.resources.SYN,
    ).toBe(12);
    // An NP 26J keeps no Resources (C8.2.1): lowering them is impossible, so GOV takes the other.
    b.usAlliance = "reluctant";
    const np26 = runProgram(b, choose(resources("26J", -3), alliance(1)), "GOV");
    expect(np26.board.usAlliance).toBe("firm");
    const p = board({ "26J": "player" });
    const vsPlayer = runProgram(p, choose(alliance(-1), resources("26J", -3)), "GOV");
    expect(vsPlayer.board.resources["26J"]).toBe(7);
    expect(vsPlayer.board.usAlliance).toBe("firm");
  });

  it("shift toward Active Support: #7 shaded by NP GOV sets to Neutral the City at Opposition, not one at Support", () => {
    const b = board();
    b.spaces["santiago-de-cuba"].support = -1;
    const program = programFor(7, "shaded");
    if (!program) throw new Error("no program");
    const r = runProgram(b, program, "GOV");
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(0);
    expect(r.board.spaces.havana.support).toBe(2);
    expect(r.board.spaces["camaguey-city"].support).toBe(1);
  });

  it("shift toward Active Support: a shift whose direction the Event leaves open goes toward Support for NP GOV", () => {
    const r = runProgram(board(), SHIFT_CITY, "GOV", {
      ties: ["santiago-de-cuba", "camaguey-city"],
    });
    const moved = CITIES.filter((c) => r.board.spaces[c].support !== board().spaces[c].support);
    expect(moved).toHaveLength(1);
    expect(r.board.spaces[moved[0]].support).toBe(board().spaces[moved[0]].support + 1);
  });
});

const CITIES = ["havana", "camaguey-city", "santiago-de-cuba"] as const;
const SHIFT_CITY = testProgram([
  {
    do: "shift",
    label: "a City 1 level",
    levels: 1,
    toward: "actor",
    spread: "one",
    where: { filter: "city" },
  },
]);

describe("C8.8.2 NP Insurgent Events", () => {
  it("choose to increase: only NP SYN raises Resources", () => {
    const b = board();
    b.usAlliance = "reluctant";
    const syn = runProgram(b, choose(alliance(1), resources("SYN", 5)), "SYN");
    expect(syn.board.resources.SYN).toBe(20);
    expect(syn.board.usAlliance).toBe("reluctant");
    // Another NP Insurgent does not count raising Resources: it takes the other alternative.
    const dr = runProgram(b, choose(resources("SYN", 5), alliance(-1)), "DR");
    expect(dr.board.resources.SYN).toBe(15);
    expect(dr.board.usAlliance).toBe("embargoed");
  });

  it("choose to decrease: NP Insurgents lower player or SYN Resources and the US Alliance", () => {
    const b = board({ GOV: "player" });
    const syn = (g: GameBoard) => g.resources.SYN;
    expect(syn(runProgram(b, choose(resources("SYN", 2), resources("SYN", -5)), "26J").board)).toBe(
      10,
    );
    const gov = runProgram(b, choose(resources("GOV", 2), resources("GOV", -5)), "DR");
    expect(gov.board.resources.GOV).toBe(10);
    // The US Alliance is on the DR and 26J Effective Events lists (not on the Syndicate's).
    expect(runProgram(b, choose(alliance(1), alliance(-1)), "DR").board.usAlliance).toBe(
      "reluctant",
    );
    // An NP DR keeps no Resources (C8.2.1): 26J lowers the US Alliance instead.
    const nd = runProgram(board(), choose(resources("DR", -3), alliance(-1)), "26J");
    expect(nd.board.usAlliance).toBe("reluctant");
  });

  it("NP 26J shifts toward Active Opposition", () => {
    const r = runProgram(board(), SHIFT_CITY, "26J", {
      ties: ["havana", "camaguey-city", "santiago-de-cuba"],
    });
    const moved = CITIES.filter((c) => r.board.spaces[c].support !== board().spaces[c].support);
    expect(moved).toHaveLength(1);
    expect(r.board.spaces[moved[0]].support).toBe(board().spaces[moved[0]].support - 1);
  });

  it("NP DR and NP SYN shift toward Neutral (#23 by DR: only Provinces at Support move)", () => {
    for (const f of ["DR", "SYN"] as const) {
      const r = runProgram(board(), SHIFT_CITY, f, { ties: ["havana", "camaguey-city"] });
      const moved = CITIES.filter((c) => r.board.spaces[c].support !== board().spaces[c].support);
      expect(moved).toHaveLength(1);
      const before = board().spaces[moved[0]].support;
      expect(Math.abs(r.board.spaces[moved[0]].support)).toBe(Math.abs(before) - 1);
    }
    const p23 = programFor(23, "unshaded");
    if (!p23) throw new Error("no program");
    const dr = runProgram(board(), p23, "DR");
    expect(dr.board.spaces["pinar-del-rio"].support).toBe(1);
    expect(dr.board.spaces["la-habana"].support).toBe(0);
    expect(dr.board.spaces.matanzas.support).toBe(-1);
  });
});

describe("C8.8.2 as much as possible", () => {
  it("choose to increase: NP SYN takes the alternative that raises its Resources most", () => {
    const b = board();
    const r = runProgram(b, choose(resources("SYN", 2), resources("SYN", 5)), "SYN");
    expect(r.board.resources.SYN).toBe(b.resources.SYN + 5);
    expect(r.notes.join(" ")).toMatch(/option 2: the effective alternative that goes furthest/);
  });

  it("choose to decrease: an NP Insurgent lowers a player's Resources as much as it can", () => {
    const b = board({ GOV: "player" });
    b.resources.GOV = 20;
    const r = runProgram(b, choose(resources("GOV", -2), resources("GOV", -6)), "DR");
    expect(r.board.resources.GOV).toBe(14);
  });
});
