import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SelectOptions } from "./select-options";

function optionsOf(select: HTMLElement) {
  return [...(select as HTMLSelectElement).options].map((option) => ({
    value: option.value,
    label: option.textContent,
    disabled: option.disabled,
  }));
}

describe("the options of a select", () => {
  it("lead with the empty choice, then list each option by its label", () => {
    render(
      <select aria-label="Colour" defaultValue="">
        <SelectOptions placeholder="No colour" options={[{ value: "c1", label: "Peacock Green" }, "Maroon"]} />
      </select>,
    );
    expect(optionsOf(screen.getByRole("combobox", { name: "Colour" }))).toEqual([
      { value: "", label: "No colour", disabled: false },
      { value: "c1", label: "Peacock Green", disabled: false },
      { value: "Maroon", label: "Maroon", disabled: false },
    ]);
  });

  it("keep a required field's empty choice from being chosen back", () => {
    render(
      <select aria-label="Category" defaultValue="" required>
        <SelectOptions placeholder="Select a category" required options={[{ value: "k1", label: "Silk" }]} />
      </select>,
    );
    expect(optionsOf(screen.getByRole("combobox", { name: "Category" }))[0]).toEqual({
      value: "",
      label: "Select a category",
      disabled: true,
    });
  });

  it("have no empty choice without a placeholder", () => {
    render(
      <select aria-label="Sort" defaultValue="">
        <SelectOptions options={[{ value: "", label: "Newest first" }]} />
      </select>,
    );
    expect(optionsOf(screen.getByRole("combobox", { name: "Sort" }))).toEqual([
      { value: "", label: "Newest first", disabled: false },
    ]);
  });
});
