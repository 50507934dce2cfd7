import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewerAvatar } from "./reviewer-avatar";

describe("reviewer avatar", () => {
  it("draws the initials of first and last name when there is no photo", () => {
    render(<ReviewerAvatar fullname="Meera Lakshmi Iyer" image={null} />);
    expect(screen.getByTestId("initials-avatar").textContent).toBe("MI");
  });

  it("draws one initial for a single name, in capitals", () => {
    render(<ReviewerAvatar fullname="  anjali " />);
    expect(screen.getByTestId("initials-avatar").textContent).toBe("A");
  });

  it("gives the same name the same colour every time", () => {
    const { rerender } = render(<ReviewerAvatar fullname="Kavya Rao" />);
    const first = screen.getByTestId("initials-avatar").className;
    rerender(<ReviewerAvatar fullname="Kavya Rao" />);
    expect(screen.getByTestId("initials-avatar").className).toBe(first);
  });

  it("shows the reviewer's photo when there is one, and loads nothing from elsewhere otherwise", () => {
    const { container, rerender } = render(
      <ReviewerAvatar fullname="Kavya Rao" image="/images/users/kavya-320.webp" />,
    );
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/images/users/kavya-320.webp");
    rerender(<ReviewerAvatar fullname="Kavya Rao" />);
    expect(container.querySelector("img")).toBeNull();
  });
});
