import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Stepper } from "@/app/_components/ui/stepper";

describe("Stepper", () => {
  it("steps with its buttons and with the arrow keys, within its bounds", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Stepper label="Aid" value={0} max={49} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Decrease Aid" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Increase Aid" }));
    expect(onChange).toHaveBeenLastCalledWith(1);

    rerender(<Stepper label="Aid" value={48} max={49} onChange={onChange} />);
    const value = screen.getByRole("spinbutton", { name: "Aid" });
    value.focus();
    await userEvent.keyboard("{PageDown}");
    expect(onChange).toHaveBeenLastCalledWith(43);
    await userEvent.keyboard("{End}");
    expect(onChange).toHaveBeenLastCalledWith(49);
    await userEvent.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(49);
  });

  it("reads its value in words and shows a refusal beside it", () => {
    render(
      <Stepper
        label="Support"
        value={-1}
        min={-2}
        max={2}
        onChange={() => {}}
        format={(v) => (v === -1 ? "Passive Opposition" : String(v))}
        error="not here"
      />,
    );
    const value = screen.getByRole("spinbutton", { name: "Support" });
    expect(value).toHaveAttribute("aria-valuetext", "Passive Opposition");
    expect(value).toHaveAttribute("aria-invalid", "true");
    expect(value).toHaveAccessibleDescription("not here");
    expect(screen.getByRole("alert")).toHaveTextContent("not here");
  });
});
