import { act, renderHook } from "@testing-library/react";
import { usePlayCommand } from "@/app/_components/play/use-play";
import type { GameState } from "@/lib/engine/cuba/game";

/**
 * A press is shown at once and saved once its frame is painted (issue 22). A page left before
 * that frame (a reload, a closed tab) must not lose it: the save starts on pagehide, and while a
 * press is unsaved, leaving the page asks first (beforeunload).
 */
describe("usePlayCommand: a press shown ahead is never lost to leaving the page", () => {
  const state = { lastSeq: 1 } as unknown as GameState;
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    // No frame is painted until the test says so.
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function pressAhead() {
    const saved = vi.fn(async () => ({ ok: true as const, value: { state } }));
    const { result } = renderHook(() => usePlayCommand(() => {}));
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.press(
        { id: "g", seen: 0 },
        () => ({ ok: true, value: { base: state, state, save: saved } }) as never,
        async () => ({ ok: true, value: { state } }),
      );
    });
    return { saved, done, result };
  }

  const leaving = () => {
    const e = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it("waits for the painted frame to save, and asks before the page is left meanwhile", async () => {
    const { saved, done, result } = pressAhead();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(saved).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(true);
    expect(leaving()).toBe(true);
    await act(async () => {
      for (const f of frames.splice(0)) f(0);
      await vi.advanceTimersByTimeAsync(1);
      await done;
    });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(result.current.saving).toBe(false);
    // Saved: the page may go without a question.
    expect(leaving()).toBe(false);
  });

  it("starts the save at once when the page is being left (pagehide), before any frame", async () => {
    const { saved, done } = pressAhead();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      window.dispatchEvent(new Event("pagehide"));
      await vi.advanceTimersByTimeAsync(0);
    });
    // No frame painted, the 100 ms fallback not reached: the pagehide started it.
    expect(frames.length).toBeGreaterThan(0);
    expect(saved).toHaveBeenCalledTimes(1);
    await act(async () => {
      await done;
    });
  });
});
