import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventWorkPanel } from "@/app/_components/play/event-work-panel";
import { PlayerActionForm } from "@/app/_components/play/player-action-form";
import { PriorityTables } from "@/app/_components/reference/priority-tables";
import { TieBreakPanel } from "@/app/_components/turn";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import TutorialPage from "@/app/tutorial/page";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { foldGame } from "@/lib/engine/cuba/game";
import { choiceLabel } from "@/lib/ui/labels";
import { refWords, sourceWords } from "@/lib/ui/source-words";
import { describeRecord } from "@/lib/ui/trace-text";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/** Issue 20, items 4 and 5: the player's words, and texts that agree with the screen. */
const title = (r: Omit<Extract<TraceRecord, { kind: "instruction" }>, "kind" | "rule">) =>
  describeRecord({ kind: "instruction", rule: "C8.5.3", ...r } as TraceRecord).title;

describe("card lines in the trace read as the game names them (C8.5.3, C8.7.2)", () => {
  it("a line closed by the Activation roll names its Operation and line, once", () => {
    expect(
      title({ line: "2", text: "assault: assault", skipped: "no further spaces after the roll" }),
    ).toBe("Assault, line 2: no further spaces after the roll");
    expect(title({ line: "1", text: "construct: constructPlace", skipped: "one space" })).toBe(
      "Construct, line 1: Place Casinos: one space",
    );
  });

  it("a starred line is a starred line, not a bare ★", () => {
    expect(
      title({
        line: "★",
        text: "train: trainPlaceBase",
        skipped: "an earlier alternative was done",
      }),
    ).toBe(
      "Train, starred line: Swap 2 cubes for a Base in a Province that has none: an earlier alternative was done",
    );
  });

  it("a line carried out in a space says what was done where, without the id", () => {
    expect(title({ line: "attack4Plus", text: "Attack where 4+ Guerrillas in Havana" })).toBe(
      "Attack where 4+ Guerrillas in Havana",
    );
    expect(title({ line: "Event", text: "prefer a space with Support" })).toBe(
      "Event instruction: prefer a space with Support",
    );
  });

  it("a numbered Special Activity step names the activity's step in words", () => {
    expect(title({ special: "A", line: "2", text: "profitCloseCasinos" })).toBe(
      "Special Activity A, step 2: Profit: close every open Casino",
    );
  });

  it("past the NP Eligibility table's last row, no row applies, said once (C8.5.2)", () => {
    const r = {
      kind: "eligibility",
      faction: "GOV",
      row: "end",
      label: "below the last row",
      result: "pass",
      rule: "C8.5.2",
    } as unknown as TraceRecord;
    expect(describeRecord(r).title).toBe("Government: no row applies → Pass");
  });

  it("a random pick among Cash markers names the space and the piece holding it", () => {
    expect(choiceLabel("havana:police:0")).toBe("Havana, Cash held by a Police");
  });

  it("a random pick's heading reads its purpose in words", () => {
    render(
      <TieBreakPanel
        request={{
          kind: "tieBreak",
          among: ["havana", "matanzas"],
          purpose: "construct: constructPlace",
          rule: "C8.5.6",
        }}
        onPickForMe={() => {}}
        onChoose={() => {}}
      />,
    );
    expect(
      screen.getByRole("heading", { name: "Construct: Place Casinos: a random pick" }),
    ).toBeInTheDocument();
  });
});

describe("sources in words (architecture: Data and provenance)", () => {
  it("a badge says who it comes from and which section, without box ids", () => {
    render(
      <ProvenanceBadge
        provenance={{
          source: "T",
          ref: "ref 1.1 G-TRAIN-B",
          note: "printed in two parts around the SA box",
        }}
      />,
    );
    const badge = screen.getByText("community transcription, ref 1.1");
    expect(badge).toHaveAttribute(
      "title",
      "community transcription, ref 1.1: printed in two parts around the SA box",
    );
  });

  it("source codes, column codes and the example's cards are named", () => {
    expect(refWords("ref 1.7 item 2; ref 5 item 11")).toBe("ref 1.7 item 2; ref 5 item 11");
    expect(refWords("ref 2.1 row 3; CX C8.9/c1, c7 (first SWP row)")).toBe(
      "ref 2.1 row 3; the C8.9 example, cards 1 and 7 (first Sweep Destination row)",
    );
    expect(refWords("ref 3.1 K2; ref 5 item 6")).toBe("ref 3.1 Keep row 2; ref 5 item 6");
    expect(refWords("ref 3.6 #17 DR; ref 5.7")).toBe("ref 3.6 #17 Directorio; ref 5.7");
    expect(sourceWords("an arrowed reminder, as T-ocr and T-json print it")).toBe(
      "an arrowed reminder, as the transcription's scan and the transcription's data file print it",
    );
    expect(sourceWords("STAS PB PC SWP TRN RR (TRN dot added: T omits it)")).toBe(
      "Shift Toward Active Support, Place Bases, Place Cubes, Sweep Destination, Transport Destination, Remove or Replace (Transport Destination dot added: the transcription omits it)",
    );
    expect(sourceWords("a condition may be lost; conflict yx-reprisal")).toBe(
      "a condition may be lost; a disputed reading (see Readings)",
    );
    // Card names stay card names.
    expect(sourceWords("as on card RR and on V, W and ZZ")).toBe(
      "as on card RR and on V, W and ZZ",
    );
  });

  it("the Space Selection Priorities columns are headed by their full names", () => {
    render(<PriorityTables />);
    const table = screen.getByRole("table", { name: /Government Space Selection Priorities/ });
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(heads).toEqual(
      expect.arrayContaining(["Shift Toward Active Support", "Place Bases", "Remove or Replace"]),
    );
    expect(heads).not.toContain("STAS");
  });
});

describe("texts that agree with the screen (issue 20, item 5)", () => {
  it("an Event the app carried out points to the steps and the checklist, not 'above'", () => {
    render(
      <EventWorkPanel
        request={{
          kind: "eventWork",
          card: 8,
          faction: "DR",
          side: "unshaded",
          hints: [],
          columns: [],
          executed: true,
          rule: "C8.5.5",
        }}
        busy={false}
        onSelect={() => {}}
        onDone={() => {}}
      />,
    );
    const text = screen.getByText(/The app carried out this Event/).textContent ?? "";
    expect(text).not.toMatch(/above|below/);
    expect(text).toMatch(/turn's steps/);
    expect(text).toMatch(/The Event is done/);
    expect(screen.getByRole("button", { name: "The Event is done" })).toBeInTheDocument();
  });

  it("the player's own Event that changes nothing says so, without 'these changes'", async () => {
    const roles = { GOV: "player", "26J": "np", DR: "np", SYN: "np" } as const;
    const folded = foldGame(
      push(
        logOf("standard", roles),
        // #38's order is Syndicate, Government…: with the Syndicate Ineligible, you are 1st.
        edit(
          { kind: "currentCard", value: 38 },
          { kind: "nextCard", value: 20 },
          { kind: "eligibility", faction: "SYN", value: "ineligible" },
        ),
      ),
    );
    if (!folded.ok) throw new Error("fold");
    const user = userEvent.setup();
    render(
      <PlayerActionForm
        state={folded.value}
        faction="GOV"
        position={1}
        busy={false}
        onRecord={() => {}}
        onApply={() => {}}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Event" }));
    await user.click(screen.getByRole("radio", { name: "Unshaded" }));
    await user.click(screen.getByRole("button", { name: "Apply this Event for me" }));
    const panel = await screen.findByRole("region", { name: /Apply this Event for me/ });
    expect(within(panel).getByText("This Event changes no piece, marker or track.")).toBeVisible();
    expect(within(panel).queryByText(/these changes/)).toBeNull();
    expect(within(panel).queryByText(/No change on the table/)).toBeNull();
    expect(within(panel).queryByText(/Make the same changes/)).toBeNull();
  });

  it("the tutorial's introduction says what its map caption says: before, then after the turn", () => {
    render(<TutorialPage />);
    const intro = screen.getByText(/Set up the standard deployment/).textContent ?? "";
    expect(intro).not.toMatch(/after each turn/);
    expect(intro).toMatch(/shows the\s+board before it/);
    expect(screen.getByText(/The map shows the board before this turn/)).toBeInTheDocument();
  });
});
