import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DbProvider } from "@/app/_components/db-context";
import { RequestPanel } from "@/app/_components/play/request-panel";
import { Checklist, TurnSteps } from "@/app/_components/turn";
import CalixtoCardsPage from "@/app/rules/calixto/cards/page";
import CalixtoRulesPage from "@/app/rules/calixto/page";
import TutorialPage from "@/app/tutorial/page";
import { SPACES } from "@/data/cuba/spaces";
import { COLUMN_CODES, findCodes, PIECE_IDS, SPACE_IDS } from "@/e2e/codes.mjs";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { CONFLICT_IDS } from "@/lib/engine/cuba/calixto/conflicts";
import { COLUMN_LABEL, type Request } from "@/lib/engine/cuba/calixto/types";
import { type Faction, PIECE_KINDS } from "@/lib/engine/cuba/types";
import { autoplayGame } from "@/lib/machines/cuba/autoplay";
import type { TurnRecord } from "@/lib/machines/cuba/game-runner";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { testDb } from "@/tests/persistence/db-fixture";
import { openAllDetails } from "./turn/open-details";

/**
 * Issue 20, item 4: words, never ids. The turn views over the traces of many seeded autoplay
 * games, every request panel those games asked, and the reference pages are scanned for internal
 * codes with the same scanner the browser spec uses (e2e/codes.mjs).
 */
const readings = [...CONFLICT_IDS];
const codesIn = (text: string) => [...new Set(findCodes(text, { readings }))];

/** The visible text, the spoken names and the hover titles of a rendered tree. */
function words(root: ParentNode): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  for (const el of root.querySelectorAll("[aria-label], [title]"))
    parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
  return parts.join("\n");
}

/** Each code with the line it stands in, for a failure a person can act on. */
function where(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const c = codesIn(line);
    if (c.length) out.push(`${c.join(", ")}: ${line.trim().slice(0, 160)}`);
  }
  return [...new Set(out)];
}

const GAMES: { seed: number; np: Faction[]; short: boolean }[] = [
  { seed: 1, np: ["GOV", "26J", "DR", "SYN"], short: true },
  { seed: 2, np: ["GOV", "SYN"], short: true },
  { seed: 3, np: ["26J", "DR"], short: true },
  { seed: 4, np: ["GOV", "26J", "SYN"], short: true },
];

describe("words, never ids (issue 20 item 4)", { timeout: 240_000 }, () => {
  afterEach(cleanup);

  it("the scanner knows the app's ids and finds each kind of code", () => {
    expect(SPACE_IDS).toEqual(SPACES.map((s) => s.id));
    expect([...COLUMN_CODES].sort()).toEqual(Object.keys(COLUMN_LABEL).sort());
    // Every piece kind but the two that are plain English words (troop, police).
    expect(PIECE_IDS).toEqual(PIECE_KINDS.filter((k) => k !== "troop" && k !== "police"));
    const found = (t: string) => codesIn(t);
    expect(found("construct: constructPlace: a random pick")).toEqual(["constructPlace"]);
    expect(found("Line attack4Plus: Attack")).toEqual(["attack4Plus"]);
    expect(found("T ref 1.1 G-TRAIN-B")).toEqual(["G-TRAIN-B", "T ref"]);
    expect(found("Source: CX-pic C8.9/c1")).toEqual(["CX-pic"]);
    expect(found("as T-ocr and T-json print it")).toEqual(["T-ocr", "T-json"]);
    expect(found("CONFLICT ref 1.7 item 2")).toEqual(["CONFLICT"]);
    expect(found("Row STAS PB PC SWP")).toEqual(["STAS", "PB", "PC", "SWP"]);
    expect(found("Nothing moved into las-villas")).toEqual(["las-villas"]);
    expect(found("conflict yx-reprisal")).toEqual(["yx-reprisal"]);
    expect(found("A q1: 1d6 against 1")).toEqual(["q1"]);
    expect(found("Place 1 drU in Havana")).toEqual(["drU"]);
    expect(found("NP GOV adds an SA; 26J+DR Guerrillas; SYN Control")).toEqual([
      "GOV",
      "26J",
      "SYN",
    ]);
    // Card names and ordinary words pass.
    expect(found("Card R, back (RR): FLIP to RR. Cards tried: A, B and C")).toEqual([]);
    expect(found("Place Cubes, Shift Toward Active Support, rule C8.5.6, 1d6, 26July")).toEqual([]);
    expect(found("see /rules/calixto#ec-west")).toEqual([]);
  });

  it("every turn view of seeded autoplay games, and every request they made", () => {
    const requests = new Map<string, Request>();
    const problems: string[] = [];
    for (const g of GAMES) {
      const { records } = autoplayGame(g.seed, g.np, g.short, { conflicts: {} }, (r) => {
        const key = `${r.kind}|${JSON.stringify(r)}`;
        if (!requests.has(key) && requests.size < 4000) requests.set(key, r);
      });
      // Every turn's steps and checklist (the card and Faction in a failure's name).
      const turns = records.filter((r: TurnRecord) => r.trace.length > 0);
      for (const t of turns) {
        const steps = buildTurnSteps(t.trace);
        const { container, unmount } = render(
          <>
            <TurnSteps
              trace={t.trace}
              cursor={Math.max(0, steps.length - 1)}
              onCursorChange={() => {}}
              cards={CARD_TABLES}
            />
            <Checklist changes={t.changes} done={[]} onToggle={() => {}} />
          </>,
        );
        openAllDetails(container);
        for (const w of where(words(container)))
          problems.push(`seed ${g.seed}, #${t.card} ${t.faction ?? t.kind}: ${w}`);
        unmount();
      }
    }
    for (const r of requests.values()) {
      const { container, unmount } = render(
        <RequestPanel
          request={r}
          diceMode="physical"
          onDiceMode={() => {}}
          busy={false}
          give={() => {}}
          appAnswer={() => {}}
        />,
      );
      for (const w of where(words(container))) problems.push(`${r.kind} request: ${w}`);
      unmount();
    }
    expect([...new Set(problems.map((p) => p.replace(/^seed \d+, #\S+ \S+: /, "")))]).toEqual([]);
  });

  it("the rules page, the tutorial and the card reference with every card picked", async () => {
    const rules = render(<CalixtoRulesPage />);
    openAllDetails(rules.container);
    expect(where(words(rules.container))).toEqual([]);
    rules.unmount();

    const tutorial = render(<TutorialPage />);
    openAllDetails(tutorial.container);
    expect(where(words(tutorial.container))).toEqual([]);
    tutorial.unmount();

    const db = testDb();
    const page = render(
      <DbProvider db={db}>
        <CalixtoCardsPage />
      </DbProvider>,
    );
    const problems: string[] = [];
    for (const f of ["Government", "26July", "Directorio", "Syndicate"]) {
      act(() => {
        fireEvent.click(screen.getAllByRole("button", { name: f })[0]);
      });
      for (const card of screen.getAllByRole("button", { name: /^Card [A-Z]$/ })) {
        act(() => {
          fireEvent.click(card);
        });
        openAllDetails(page.container);
        problems.push(...where(words(page.container)));
      }
    }
    page.unmount();
    await db.delete();
    expect([...new Set(problems)]).toEqual([]);
  });
});
