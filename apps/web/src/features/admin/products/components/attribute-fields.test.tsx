import { attributeListsWith, FABRICS, LISTED_ATTRIBUTES, sareeAttributeMessages } from "@pallu/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { emptyProductForm } from "../product-form-model";
import { EMPTY_ATTRIBUTES, type AttributesDraft } from "../product-attributes-model";
import { AttributeFields } from "./attribute-fields";
import { ProductForm } from "./product-form";

function Attributes({ onValue = () => {} }: { onValue?: (value: AttributesDraft) => void }) {
  const [value, setValue] = useState(EMPTY_ATTRIBUTES);
  const change = (next: AttributesDraft) => {
    setValue(next);
    onValue(next);
  };
  return <AttributeFields value={value} onChange={change} />;
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe("the saree's attributes in the product form", () => {
  it("offers each list's labels, none chosen at first", () => {
    renderInShop(<Attributes />);
    const fabric = screen.getByLabelText("Fabric") as HTMLSelectElement;
    expect(fabric.value).toBe("");
    expect(within(fabric).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Not said",
      ...FABRICS.map((option) => option.label),
    ]);
    for (const { label } of Object.values(LISTED_ATTRIBUTES)) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it("keeps the values chosen, the length as typed in digits and a point, and the blouse piece", () => {
    const onValue = vi.fn();
    renderInShop(<Attributes onValue={onValue} />);
    choose("Fabric", "silk");
    choose("Weave", "kota-doria");
    choose("Region", "rajasthan");
    choose("Occasion", "festive");
    choose("Saree length (m)", "6.3 m");
    choose("Blouse piece", "no");
    expect(onValue).toHaveBeenLastCalledWith({ fabric: "silk", weave: "kota-doria", region: "rajasthan", occasion: "festive", length: "6.3", blousePiece: "no" });
  });

  it("marks a length no saree has when the form is sent, and sends nothing", () => {
    const calls = stubApi({
      "GET /products/category": { body: { success: true, message: "Categories", categories: [] } },
      "GET /products/getColors": { body: { success: true, message: "Colours", colors: [] } },
    });
    renderInShop(<ProductForm initial={emptyProductForm()} />, { route: "/admin/product" });
    choose("Saree length (m)", "60");
    fireEvent.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText(sareeAttributeMessages.length)).toBeTruthy();
    choose("Saree length (m)", "6");
    expect(screen.queryByText(sareeAttributeMessages.length)).toBeNull();
    expect(calls.some((call) => call.path === "/products/createProduct")).toBe(false);
  });

  it("offers the seller's own values, and adds a new weave from the form and chooses it", async () => {
    const withMatka = attributeListsWith([{ attribute: "fabric", value: "matka-silk", label: "Matka Silk" }]);
    const withTanchoi = attributeListsWith([
      { attribute: "fabric", value: "matka-silk", label: "Matka Silk" },
      { attribute: "weave", value: "tanchoi", label: "Tanchoi" },
    ]);
    const calls = stubApi({
      "GET /products/getAttributeValues": { body: { success: true, message: "Attribute values", attributes: withMatka } },
      "POST /products/addAttributeValue": {
        body: { success: true, message: "Tanchoi is on the weave list", value: "tanchoi", attributes: withTanchoi },
      },
    });
    const onValue = vi.fn();
    renderInShop(<Attributes onValue={onValue} />);
    await waitFor(() => expect(within(screen.getByLabelText("Fabric")).getByRole("option", { name: "Matka Silk" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "New weave…" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Tanchoi" } });
    fireEvent.click(screen.getByRole("button", { name: "Add weave" }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ weave: "tanchoi" })));
    expect(calls.find((call) => call.path === "/products/addAttributeValue")?.body).toEqual({ attribute: "weave", label: "Tanchoi" });
  });
});
