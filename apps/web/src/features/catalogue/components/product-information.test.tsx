import { NO_ATTRIBUTES } from "@pallu/domain";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ProductInformation from "./product-information";

describe("the product page's details", () => {
  it("lists the saree's attributes by their labels, only those the seller gave", () => {
    render(
      <ProductInformation
        product={{
          attributes: {
            ...NO_ATTRIBUTES,
            fabric: "silk",
            weave: "kanjeevaram",
            region: "tamil-nadu",
            length: 6.3,
            blousePiece: true,
          },
          details: [{ heading: "Care", detail: "Dry clean only" }],
        }}
      />,
    );
    const details = screen.getByRole("region", { name: "Details" });
    expect(
      within(details)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Fabric", "Weave", "Region", "Length", "Blouse piece"]);
    expect(
      within(details)
        .getAllByRole("definition")
        .map((term) => term.textContent),
    ).toEqual(["Silk", "Kanjeevaram", "Tamil Nadu", "6.3 m", "Included"]);
    expect(screen.getByRole("table", { name: "Product information" })).toBeTruthy();
  });

  it("shows no details list for a product without attributes", () => {
    render(
      <ProductInformation
        product={{ attributes: NO_ATTRIBUTES, details: [{ heading: "Care", detail: "Dry clean" }] }}
      />,
    );
    expect(screen.queryByRole("region", { name: "Details" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Information" })).toBeTruthy();
  });
});
