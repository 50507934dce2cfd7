import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { STAR_INPUT_TOOLTIP, StarInput } from "./star-input";

function Harness({ initial = 0 }: { initial?: number }) {
  const [stars, setStars] = useState(initial);
  return <StarInput value={stars} onChange={setStars} label="Your rating" />;
}

const slider = () => screen.getByRole("slider", { name: "Your rating" });
const valueOf = () => Number(slider().getAttribute("aria-valuenow"));
const half = (stars: number) => slider().querySelector<HTMLElement>(`[data-stars="${stars}"]`)!;

describe("half-step star input", () => {
  it("carries the 'Your rating' tooltip and says when nothing is chosen", () => {
    render(<Harness />);
    expect(slider().getAttribute("title")).toBe("Your rating");
    expect(STAR_INPUT_TOOLTIP).toBe("Your rating");
    expect(slider().getAttribute("aria-valuetext")).toBe("Not rated yet");
  });

  it("moves half a star per arrow key and stays between ½ and 5", () => {
    render(<Harness />);
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(valueOf()).toBe(0.5);
    fireEvent.keyDown(slider(), { key: "ArrowUp" });
    expect(valueOf()).toBe(1);
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    fireEvent.keyDown(slider(), { key: "ArrowDown" });
    expect(valueOf()).toBe(0.5);
    fireEvent.keyDown(slider(), { key: "End" });
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(valueOf()).toBe(5);
    fireEvent.keyDown(slider(), { key: "Home" });
    expect(valueOf()).toBe(0.5);
  });

  it("picks whole stars with the digit keys", () => {
    render(<Harness />);
    fireEvent.keyDown(slider(), { key: "4" });
    expect(valueOf()).toBe(4);
    expect(slider().getAttribute("aria-valuetext")).toBe("4 out of 5 stars");
  });

  it("gives a half star for the left half of a star and the whole star for the right half", () => {
    render(<Harness />);
    fireEvent.click(half(3.5));
    expect(valueOf()).toBe(3.5);
    fireEvent.click(half(2));
    expect(valueOf()).toBe(2);
  });

  it("previews on hover without choosing, and forgets the preview when the pointer leaves", () => {
    const { container } = render(<Harness initial={1} />);
    fireEvent.pointerEnter(half(4.5));
    expect(container.textContent).toContain("4.5 / 5");
    expect(valueOf()).toBe(1);
    fireEvent.pointerLeave(slider());
    expect(container.textContent).toContain("1 / 5");
  });
});
