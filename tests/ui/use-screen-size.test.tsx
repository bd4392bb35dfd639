import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScreenSize } from "@/app/_components/ui/use-screen-size";

/** Media query lists the test flips: width in px against `(min-width: Nrem)` at 16 px a rem. */
function fakeScreen(width: number) {
  let now = width;
  const lists: { media: string; matches: boolean; on: Set<() => void> }[] = [];
  const asked = vi.fn((media: string) => {
    const rem = Number(/min-width:\s*([\d.]+)rem/.exec(media)?.[1]);
    const list = {
      media,
      matches: now >= rem * 16,
      on: new Set<() => void>(),
      addEventListener: (_: string, f: () => void) => list.on.add(f),
      removeEventListener: (_: string, f: () => void) => list.on.delete(f),
    };
    lists.push(list);
    return list;
  });
  vi.stubGlobal("matchMedia", asked);
  const resize = (to: number) =>
    act(() => {
      now = to;
      for (const l of lists) {
        const rem = Number(/min-width:\s*([\d.]+)rem/.exec(l.media)?.[1]);
        l.matches = to >= rem * 16;
      }
      for (const l of lists) for (const f of [...l.on]) f();
    });
  return { asked, resize };
}

function Size() {
  const size = useScreenSize();
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {size} {n}
    </button>
  );
}

describe("useScreenSize", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("names the screen by its width and follows the window as it is turned", () => {
    const { resize } = fakeScreen(400);
    render(<Size />);
    expect(screen.getByRole("button")).toHaveTextContent("phone 0");
    resize(800);
    expect(screen.getByRole("button")).toHaveTextContent("portrait 0");
    resize(1280);
    expect(screen.getByRole("button")).toHaveTextContent("wide 0");
  });

  it("does not ask the browser again at each render while the size stays (#22)", () => {
    const { asked } = fakeScreen(1280);
    render(<Size />);
    const once = asked.mock.calls.length;
    for (let i = 0; i < 5; i++) act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button")).toHaveTextContent("wide 5");
    expect(asked.mock.calls.length).toBe(once);
  });

  it("asks afresh once nobody listens (the window may have changed meanwhile)", () => {
    fakeScreen(1280);
    render(<Size />);
    cleanup();
    fakeScreen(400);
    render(<Size />);
    expect(screen.getByRole("button")).toHaveTextContent("phone 0");
  });
});
