import { act, render, screen } from "@testing-library/react";
import { useAfterPaint } from "@/app/_components/ui/after-paint";

/** The next frame painted, and the task after it (where the deferred part is drawn). */
const painted = () =>
  act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

function Screen({ value }: { value: string }) {
  const later = useAfterPaint(value);
  return (
    <>
      <p data-testid="now">{value}</p>
      <p data-testid="later">{later}</p>
    </>
  );
}

describe("a part of the screen drawn once the press's frame is painted (#22)", () => {
  it("shows the first value at once", () => {
    render(<Screen value="a" />);
    expect(screen.getByTestId("later").textContent).toBe("a");
  });

  it("keeps the value shown until the frame after the change is painted, then follows", async () => {
    const { rerender } = render(<Screen value="a" />);
    rerender(<Screen value="b" />);
    expect(screen.getByTestId("now").textContent).toBe("b");
    expect(screen.getByTestId("later").textContent).toBe("a");
    await painted();
    expect(screen.getByTestId("later").textContent).toBe("b");
  });

  it("a value that comes back before the paint leaves the screen as it was", async () => {
    const { rerender } = render(<Screen value="a" />);
    rerender(<Screen value="b" />);
    rerender(<Screen value="a" />);
    await painted();
    await painted();
    expect(screen.getByTestId("later").textContent).toBe("a");
  });

  it("two changes in one frame land on the newest", async () => {
    const { rerender } = render(<Screen value="a" />);
    rerender(<Screen value="b" />);
    rerender(<Screen value="c" />);
    await painted();
    expect(screen.getByTestId("later").textContent).toBe("c");
  });
});
