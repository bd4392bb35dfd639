/**
 * NP Events (C8.5.5): the time to decide whether an NP takes an Event (Event Cards table, the
 * effectiveness dry run of its program) and then to carry it out (the program with its space
 * choices). Target: under 1 ms for deciding and executing one NP Event.
 */
import { EVENT_PROGRAMS } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import { EVENT_TABLES, eventDecision } from "@/lib/engine/cuba/calixto/events";
import { dryRunEvent } from "@/lib/engine/cuba/calixto/events/program/run";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { Faction } from "@/lib/engine/cuba/types";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { line, per, TARGETS, timeIt } from "./_stats";

export async function run(): Promise<void> {
  const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
  const board = {
    ...standardBoard({ roles: allNp, shortGame: false }),
    currentCard: 8,
    nextCard: 20,
  };
  const actor = (side: "unshaded" | "shaded"): Faction => (side === "shaded" ? "GOV" : "26J");
  // A fresh copy of the board for every run: a dry run is remembered per board (run.ts), and a
  // game meets each board once.
  const copies = (n: number) => {
    const list = Array.from({ length: n }, () => structuredClone(board));
    let i = 0;
    return () => list[i++ % n];
  };
  const one = EVENT_PROGRAMS.find((p) => p.card === 8 && p.side === "unshaded");
  if (one) {
    const next = copies(1200);
    const t = timeIt(() => {
      const b = next();
      eventDecision(b, 8, "DR", 2);
      dryRunEvent(b, one, {
        actor: "DR",
        chooser: "np",
        card: 8,
        side: "unshaded",
        hints: [],
        options: DEFAULT_OPTIONS,
        tables: EVENT_TABLES,
      });
    }, 1000);
    console.log(line("decide + execute #8 General Strike (DR)", t, TARGETS.npEvent));
  }
  const fresh = copies(55);
  const all = timeIt(
    () => {
      const b = fresh();
      for (const p of EVENT_PROGRAMS) {
        const f = actor(p.side);
        dryRunEvent(b, p, {
          actor: f,
          chooser: "np",
          card: p.card,
          side: p.side,
          hints: [],
          options: DEFAULT_OPTIONS,
          tables: EVENT_TABLES,
        });
      }
    },
    50,
    5,
  );
  console.log(
    line(
      `execute one Event side, mean over ${EVENT_PROGRAMS.length} sides`,
      per(all, EVENT_PROGRAMS.length),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await loadTurnParts().then(run);
