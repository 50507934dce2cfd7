import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parseSearchFilters } from "../search-filters";
import { CustomPrice } from "./custom-price";

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the typed price range of the search filters", () => {
  it("keeps a price typed before its code arrived, and applies it", async () => {
    const onChange = vi.fn();
    const price = <CustomPrice filters={parseSearchFilters(new URLSearchParams("search=silk"))} onChange={onChange} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(price);
    box("Min (₹)").value = "8000";
    box("Max (₹)").value = "20000";

    await act(async () => {
      hydrateRoot(container, price);
    });

    expect(box("Min (₹)").value).toBe("8000");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith({ priceMin: 8000, priceMax: 20000 });
    container.remove();
  });

  it("starts from the range the listing is filtered by when nothing was typed", async () => {
    const onChange = vi.fn();
    const price = <CustomPrice filters={parseSearchFilters(new URLSearchParams("priceMin=500&priceMax=1500"))} onChange={onChange} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(price);

    await act(async () => {
      hydrateRoot(container, price);
    });

    expect(box("Min (₹)").value).toBe("500");
    expect(box("Max (₹)").value).toBe("1500");
    container.remove();
  });
});
