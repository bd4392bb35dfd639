import { act, render, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { useFocusLanding } from "@/app/_components/ui/focus-landing";

/**
 * The render that takes the pressed button away may come after the one that ends the press (a
 * view worked out later, a low-priority re-read): focus still lands on the next thing to do, not
 * on the page.
 */
function Panel({
  stage,
  pending,
}: {
  stage: "pressed" | "ended" | "next";
  pending: { current: boolean };
}) {
  const root = useRef<HTMLDivElement>(null);
  useFocusLanding(root, stage === "pressed", pending);
  return (
    <div ref={root}>
      {stage === "next" ? (
        <h3 data-landing="target">At the table</h3>
      ) : (
        <button type="button">The Event is done</button>
      )}
    </div>
  );
}

/** The next frame painted, and the task after it (where focus lands, #22). */
const painted = () =>
  act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

describe("focus after a press (keyboard users)", () => {
  it("lands on what comes next when the button goes one render after the press ended", async () => {
    const pending = { current: false };
    const { rerender, getByRole } = render(<Panel stage="pressed" pending={pending} />);
    getByRole("button").focus();
    pending.current = true; // the press's handler
    rerender(<Panel stage="ended" pending={pending} />); // busy over, the button still there
    await painted();
    expect(document.activeElement).toBe(getByRole("button"));
    rerender(<Panel stage="next" pending={pending} />); // the button goes now
    // Once that frame is painted: focus is not moved before the paint (#22).
    expect(document.activeElement).toBe(document.body);
    await waitFor(() =>
      expect(document.activeElement).toBe(getByRole("heading", { name: "At the table" })),
    );
    expect(pending.current).toBe(false);
  });

  it("a key pressed after it means the player moved on: no landing later", () => {
    const pending = { current: false };
    const { rerender, getByRole } = render(<Panel stage="pressed" pending={pending} />);
    getByRole("button").focus();
    pending.current = true;
    rerender(<Panel stage="ended" pending={pending} />);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(pending.current).toBe(false);
  });
});
