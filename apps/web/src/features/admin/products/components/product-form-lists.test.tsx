import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/fetch-stub";
import { renderInShop } from "@/test/render";
import { emptyProductForm, type DetailRow, type OptionDraft } from "../product-form-model";
import { BuyingOptionsEditor } from "./buying-options-editor";
import { DetailsEditor } from "./details-editor";
import { ProductForm } from "./product-form";

function Sizes({ initial = [] }: { initial?: OptionDraft[] }) {
  const [rows, setRows] = useState(initial);
  return <BuyingOptionsEditor value={rows} onChange={setRows} error={undefined} />;
}

function Details() {
  const [details, setDetails] = useState<DetailRow[]>([]);
  const [draft, setDraft] = useState<DetailRow>({ heading: "", detail: "" });
  return (
    <DetailsEditor value={details} onChange={setDetails} draft={draft} onDraftChange={setDraft} error={undefined} />
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sizesInTable = () =>
  screen.queryAllByRole("listitem").flatMap((item) => {
    const label = item.getAttribute("aria-label") ?? "";
    return label.startsWith("Size ") ? [label.slice(5)] : [];
  });

function addSize(size: string, original: string, discounted: string, stock: string) {
  type("Size", size);
  type("Original price (₹)", original);
  type("Discounted price (₹)", discounted);
  type("Stock", stock);
  fireEvent.click(screen.getByRole("button", { name: "Add size" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the sizes list of the product form", () => {
  it("adds sizes, then edits the second one in place by its position", () => {
    renderInShop(<Sizes />);
    addSize("S", "2000", "1800", "5");
    addSize("M", "2200", "2000", "3");
    expect(sizesInTable()).toEqual(["S", "M"]);

    fireEvent.click(screen.getByRole("button", { name: "Edit size M" }));
    expect(screen.getByText("Editing size M (row 2)")).toBeTruthy();
    type("Stock", "9");
    fireEvent.click(screen.getByRole("button", { name: "Save size" }));

    expect(sizesInTable()).toEqual(["S", "M"]);
    const rowM = screen.getByRole("listitem", { name: "Size M" });
    expect(within(rowM).getByText("9")).toBeTruthy();
    expect(screen.getByText("New size")).toBeTruthy();
  });

  it("keeps editing the same size when rows are reordered around it", () => {
    renderInShop(<Sizes />);
    addSize("S", "100", "90", "1");
    addSize("M", "100", "90", "1");
    fireEvent.click(screen.getByRole("button", { name: "Edit size S" }));
    fireEvent.click(screen.getByRole("button", { name: "Move size M up" }));
    expect(sizesInTable()).toEqual(["M", "S"]);
    expect(screen.getByText("Editing size S (row 2)")).toBeTruthy();
    type("Stock", "7");
    fireEvent.click(screen.getByRole("button", { name: "Save size" }));
    const rowS = screen.getByRole("listitem", { name: "Size S" });
    expect(within(rowS).getByText("7")).toBeTruthy();
    expect(sizesInTable()).toEqual(["M", "S"]);
  });

  it("stops editing when the size being edited is removed", () => {
    renderInShop(<Sizes />);
    addSize("S", "100", "90", "1");
    fireEvent.click(screen.getByRole("button", { name: "Edit size S" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove size S" }));
    expect(sizesInTable()).toHaveLength(0);
    expect(screen.getByText("New size")).toBeTruthy();
    expect((screen.getByLabelText("Size") as HTMLInputElement).value).toBe("");
  });

  it("refuses a second size of the same name and a price that is not a number", () => {
    renderInShop(<Sizes />);
    addSize("S", "100", "90", "1");
    addSize("s", "abc", "90", "1");
    expect(screen.getByText("Sizes must be different from each other")).toBeTruthy();
    expect(screen.getByText("Original price must be a number")).toBeTruthy();
    expect(sizesInTable()).toEqual(["S"]);
  });
});

describe("the details list of the product form", () => {
  it("adds a detail only once its information is written, and moves it up", () => {
    renderInShop(<Details />);
    const add = screen.getByRole("button", { name: "Add detail" }) as HTMLButtonElement;
    type("Heading", "Fabric");
    expect(add.disabled).toBe(true);
    type("Information", "Katan silk");
    fireEvent.click(add);
    type("Information", "Dry clean only");
    fireEvent.click(add);
    fireEvent.click(screen.getByRole("button", { name: "Move detail 2 up" }));
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toContain("Dry clean only");
    expect(items[0]).toContain("No heading");
    expect(items[1]).toContain("Fabric");
  });
});

describe("the product form", () => {
  it("asks for a detail with the spec's words and sends nothing while the form is incomplete", () => {
    const calls = stubApi({
      "GET /products/category": { body: { success: true, message: "Categories", categories: [] } },
      "GET /products/getColors": { body: { success: true, message: "Colours", colors: [] } },
    });
    renderInShop(<ProductForm initial={emptyProductForm()} />, { route: "/admin/product" });
    fireEvent.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Atleast one detail is required")).toBeTruthy();
    expect(screen.getByText("Please correct the marked fields.")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Select a category" })).toBeTruthy();
    expect(calls.some((call) => call.path === "/products/createProduct")).toBe(false);

    type("Name", "Paithani");
    expect(screen.queryByText("Name is required")).toBeNull();
  });

  it("takes a detail row that was typed but not added, rather than asking for a detail", () => {
    stubApi({
      "GET /products/category": { body: { success: true, message: "Categories", categories: [] } },
      "GET /products/getColors": { body: { success: true, message: "Colours", colors: [] } },
    });
    renderInShop(<ProductForm initial={emptyProductForm()} />, { route: "/admin/product" });
    type("Heading", "Fabric");
    type("Information", "Katan silk");
    fireEvent.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Please correct the marked fields.")).toBeTruthy();
    expect(screen.queryByText("Atleast one detail is required")).toBeNull();
  });
});
