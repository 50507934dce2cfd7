import { messages, productFormMessages, sareeAttributeMessages } from "@pallu/domain";
import { describe, expect, it } from "vitest";
import {
  addDetail,
  applyPriceToAll,
  sizesPricedDifferently,
  canMoveImage,
  emptyProductForm,
  moveImage,
  productFormData,
  productFormFromProduct,
  saveOption,
  validateOptionDraft,
  validateProductForm,
  type ImageItem,
  type OptionDraft,
  type ProductFormState,
} from "./product-form-model";
import { productFormText } from "./product-form-text";

const CATEGORY_ID = "0b7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f";

function aFilledForm(overrides: Partial<ProductFormState> = {}): ProductFormState {
  return {
    ...emptyProductForm(),
    name: "Banarasi Katan Silk Saree",
    description: "Handwoven in Varanasi.",
    category: CATEGORY_ID,
    details: [{ heading: "Fabric", detail: "Katan silk" }],
    single: { size: "", originalPrice: "15000", discountedPrice: "12000", stock: "4" },
    images: [{ kind: "existing", url: "/images/products/a-640.webp" }],
    ...overrides,
  };
}

const option = (size: string, overrides: Partial<OptionDraft> = {}): OptionDraft => ({
  size,
  originalPrice: "2000",
  discountedPrice: "1500",
  stock: "3",
  ...overrides,
});

const newImage = (key: string): ImageItem => ({
  kind: "new",
  key,
  file: new File(["x"], `${key}.png`, { type: "image/png" }),
  previewUrl: `blob:${key}`,
});

describe("product form messages", () => {
  it("are word for word the server's", () => {
    for (const [key, text] of Object.entries(productFormText)) {
      expect(text).toBe(productFormMessages[key as keyof typeof productFormMessages]);
    }
  });
});

describe("product form details", () => {
  it("adds a detail only when its information text is not empty, heading optional", () => {
    expect(addDetail([], { heading: "Fabric", detail: "   " })).toBeNull();
    expect(addDetail([], { heading: "", detail: "Pure zari" })).toEqual([{ heading: "", detail: "Pure zari" }]);
  });

  it("asks for at least one detail with the spec's words", () => {
    const check = validateProductForm(aFilledForm({ details: [] }));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.details).toBe(messages.productForm.detailRequired);
    expect(messages.productForm.detailRequired).toBe("Atleast one detail is required");
  });

  it("saves a detail row that was typed but not added, after the added ones", () => {
    const typedOnly = validateProductForm(
      aFilledForm({ details: [], detailDraft: { heading: " Fabric ", detail: " Katan silk " } }),
    );
    expect(typedOnly.ok && typedOnly.form.details).toEqual([{ heading: "Fabric", detail: "Katan silk" }]);

    const both = validateProductForm(aFilledForm({ detailDraft: { heading: "", detail: "Handwoven" } }));
    expect(both.ok && both.form.details).toEqual([
      { heading: "Fabric", detail: "Katan silk" },
      { heading: "", detail: "Handwoven" },
    ]);
  });

  it("still asks for a detail when the typed row has only a heading", () => {
    const check = validateProductForm(aFilledForm({ details: [], detailDraft: { heading: "Fabric", detail: " " } }));
    expect(!check.ok && check.errors.details).toBe(messages.productForm.detailRequired);
  });
});

describe("product form buying options", () => {
  it("appends a new size and edits a row in place by its position", () => {
    const rows = saveOption([], option("S"), null);
    const two = saveOption(rows, option(" M "), null);
    expect(two.map((row) => row.size)).toEqual(["S", "M"]);
    const edited = saveOption(two, option("M", { stock: "9" }), 1);
    expect(edited).toHaveLength(2);
    expect(edited[1]?.stock).toBe("9");
    expect(edited[0]).toEqual(two[0]);
  });

  it("requires a size that no other row has, except the row being edited itself", () => {
    const rows = [option("S"), option("M")];
    expect(validateOptionDraft(option(""), { withSize: true, rows }).size).toBe(productFormMessages.sizeRequired);
    expect(validateOptionDraft(option("m"), { withSize: true, rows }).size).toBe(productFormMessages.sizeUnique);
    expect(validateOptionDraft(option("M"), { withSize: true, rows, editing: 1 })).toEqual({});
  });

  it("names the field in price and stock messages", () => {
    const errors = validateOptionDraft(option("S", { originalPrice: "abc", stock: "1.5" }), { withSize: true });
    expect(errors.originalPrice).toBe("Original price must be a number");
    expect(errors.stock).toBe("Stock must be a whole number");
  });

  it("refuses a discounted price above the original one", () => {
    const errors = validateOptionDraft(option("S", { originalPrice: "100", discountedPrice: "120" }), {
      withSize: true,
    });
    expect(errors.discountedPrice).toBe(productFormMessages.discountAboveOriginal);
  });

  it("sends one option of size NA without size options and the list with them", () => {
    const single = validateProductForm(aFilledForm());
    expect(single.ok && single.form.buyingOptions).toEqual([
      { size: "NA", originalPrice: 15000, discountedPrice: 12000, stock: 4 },
    ]);

    const sized = validateProductForm(
      aFilledForm({ sizeOptions: true, options: [option("S"), option("M", { stock: "0" })] }),
    );
    expect(sized.ok && sized.form.buyingOptions.map((o) => [o.size, o.stock])).toEqual([
      ["S", 3],
      ["M", 0],
    ]);
  });

  it("asks for at least one size when size options are on", () => {
    const check = validateProductForm(aFilledForm({ sizeOptions: true, options: [] }));
    expect(!check.ok && check.errors.options).toBe(productFormMessages.optionRequired);
  });

  it("points at the single price field that is wrong", () => {
    const check = validateProductForm(aFilledForm({ single: option("", { discountedPrice: "" }) }));
    expect(!check.ok && check.errors["single.discountedPrice"]).toBe("Discounted price must be a number");
  });
});

describe("product form fields and images", () => {
  it("requires a name, a description, a category and an image", () => {
    const check = validateProductForm({
      ...emptyProductForm(),
      details: [{ heading: "", detail: "x" }],
      single: option(""),
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.name).toBe(productFormMessages.nameRequired);
    expect(check.errors.description).toBe(productFormMessages.descriptionRequired);
    expect(check.errors.category).toBe(productFormMessages.categoryRequired);
    expect(check.errors.images).toBe(productFormMessages.imageRequired);
  });

  it("moves images only among their own kind, current ones staying before new uploads", () => {
    const images: ImageItem[] = [
      { kind: "existing", url: "/a" },
      { kind: "existing", url: "/b" },
      newImage("c"),
      newImage("d"),
    ];
    expect(canMoveImage(images, 1, 1)).toBe(false);
    expect(canMoveImage(images, 2, -1)).toBe(false);
    expect(moveImage(images, 0, 1).map((i) => (i.kind === "existing" ? i.url : i.key))).toEqual(["/b", "/a", "c", "d"]);
    expect(moveImage(images, 3, -1).map((i) => (i.kind === "existing" ? i.url : i.key))).toEqual([
      "/a",
      "/b",
      "d",
      "c",
    ]);
  });

  it("builds the multipart body with kept images in order and the new files", () => {
    const state = aFilledForm({
      images: [{ kind: "existing", url: "/b" }, { kind: "existing", url: "/a" }, newImage("c")],
    });
    const check = validateProductForm(state);
    if (!check.ok) throw new Error("the form should be valid");
    const body = productFormData(check.form, state.images, "5d7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f");
    expect(body.get("id")).toBe("5d7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f");
    expect(JSON.parse(String(body.get("existingImages")))).toEqual(["/b", "/a"]);
    expect(body.getAll("images")).toHaveLength(1);
    expect(JSON.parse(String(body.get("details")))).toEqual([{ heading: "Fabric", detail: "Katan silk" }]);
    expect(body.get("sizeOptions")).toBe("false");
  });

  it("sends the saree's attributes as one JSON field, a value left empty as none", () => {
    const state = aFilledForm({
      attributes: {
        fabric: "silk",
        weave: "banarasi",
        region: "",
        occasion: "wedding",
        length: " 6.3 ",
        blousePiece: "yes",
      },
    });
    const check = validateProductForm(state);
    if (!check.ok) throw new Error("the form should be valid");
    expect(JSON.parse(String(productFormData(check.form, state.images).get("attributes")))).toEqual({
      fabric: "silk",
      weave: "banarasi",
      region: null,
      occasion: "wedding",
      length: 6.3,
      blousePiece: true,
    });
    const empty = validateProductForm(aFilledForm());
    if (!empty.ok) throw new Error("the form should be valid");
    expect(empty.form.attributes).toEqual({
      fabric: null,
      weave: null,
      region: null,
      occasion: null,
      length: null,
      blousePiece: null,
    });
  });

  it("marks a saree length no saree has, with the server's message", () => {
    for (const length of ["0.5", "13", "6.333", "6..3"]) {
      const check = validateProductForm(aFilledForm({ attributes: { ...emptyProductForm().attributes, length } }));
      expect(check.ok, length).toBe(false);
      if (!check.ok) expect(check.errors["attributes.length"]).toBe(sareeAttributeMessages.length);
    }
  });

  it("starts edit mode from the product's own values", () => {
    const state = productFormFromProduct({
      _id: "p1",
      slug: "saree",
      name: "Saree",
      description: "d",
      images: ["/x"],
      category: { _id: CATEGORY_ID, slug: "silk", name: "Silk" },
      categoryId: CATEGORY_ID,
      rating: 0,
      reviewCount: 0,
      minPrice: 10,
      maxDiscount: 0,
      minStock: 1,
      stock: 1,
      totalBuyingOption: 2,
      totalOutOfStock: 0,
      isCOD: false,
      sizeOption: true,
      buyingOption: [
        { _id: "o1", size: "S", originalPrice: 12, discountedPrice: 10, stock: 1 },
        { _id: "o2", size: "M", originalPrice: 12, discountedPrice: 10, stock: 0 },
      ],
      color: null,
      location: null,
      viewed: 0,
      purchased: 0,
      createdAt: "2025-01-01T00:00:00.000Z",
      details: [{ heading: "Fabric", detail: "Silk" }],
      suggestions: [],
      discountPrice: 10,
      hidden: true,
      oneOfAKind: false,
      weightGrams: 700,
      lengthCm: null,
      breadthCm: null,
      heightCm: 4,
      sizeChart: null,
      hsnCode: "5007",
      gstRate: null,
      attributes: {
        fabric: "silk",
        weave: null,
        region: "tamil-nadu",
        occasion: "wedding",
        length: 6.3,
        blousePiece: false,
      },
      ownServices: [
        {
          _id: "svc-1",
          kind: "blouseStitching",
          name: "Blouse stitching",
          price: 900,
          leadDays: 5,
          needsMeasurements: true,
          returnable: false,
          styles: [{ _id: "sty-1", name: "Boat neck", price: 1200, image: null }],
        },
      ],
      madeToOrderDays: 15,
      availableFrom: null,
    });
    expect(state.services).toEqual([
      {
        _id: "svc-1",
        kind: "blouseStitching",
        name: "Blouse stitching",
        price: "900",
        leadDays: "5",
        needsMeasurements: true,
        returnable: false,
        styles: [{ _id: "sty-1", name: "Boat neck", price: "1200", image: "" }],
      },
    ]);
    expect(state.madeToOrderDays).toBe("15");
    expect(state.availableFrom).toBe("");
    // Saved again, the services keep their ids, so the orders that name them still find them.
    const check = validateProductForm({ ...state, attributes: aFilledForm().attributes });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    const sent = JSON.parse(productFormData(check.form, state.images, "p1").get("services") as string) as {
      _id: string;
      styles: { _id: string }[];
    }[];
    expect(sent.map((service) => [service._id, service.styles.map((style) => style._id)])).toEqual([
      ["svc-1", ["sty-1"]],
    ]);
    expect(state.attributes).toEqual({
      fabric: "silk",
      weave: "",
      region: "tamil-nadu",
      occasion: "wedding",
      length: "6.3",
      blousePiece: "no",
    });
    expect(state.hidden).toBe(true);
    expect(state.parcel).toEqual({ weightGrams: "700", lengthCm: "", breadthCm: "", heightCm: "4" });
    expect(state.sizeOptions).toBe(true);
    expect(state.options.map((o) => [o._id, o.size, o.stock])).toEqual([
      ["o1", "S", "1"],
      ["o2", "M", "0"],
    ]);
    expect(state.isCod).toBe(false);
    expect(state.images).toEqual([{ kind: "existing", url: "/x" }]);
  });

  it("applies one size's price to every size, keeping each size's stock", () => {
    const rows = [
      { size: "S", originalPrice: "2400", discountedPrice: "1999", stock: "4" },
      { size: "M", originalPrice: "2200", discountedPrice: "2200", stock: "6" },
      { size: "L", originalPrice: "", discountedPrice: "", stock: "5" },
    ];
    expect(
      applyPriceToAll(rows, 0).map((row) => [row.size, row.originalPrice, row.discountedPrice, row.stock]),
    ).toEqual([
      ["S", "2400", "1999", "4"],
      ["M", "2400", "1999", "6"],
      ["L", "2400", "1999", "5"],
    ]);
    expect(sizesPricedDifferently(rows)).toBe(true);
    expect(sizesPricedDifferently(applyPriceToAll(rows, 0))).toBe(false);
    expect(sizesPricedDifferently(rows.slice(0, 1))).toBe(false);
  });

  it("sends the HSN code and a rate set by hand, and refuses an HSN code that cannot be", () => {
    const state = { ...aFilledForm(), hsnCode: "6204", gstRate: "12" };
    const check = validateProductForm(state);
    if (!check.ok) throw new Error("the form should be valid");
    const body = productFormData(check.form, state.images);
    expect([body.get("hsnCode"), body.get("gstRate")]).toEqual(["6204", "12"]);
    const wrong = validateProductForm({ ...state, hsnCode: "62041" });
    expect(wrong.ok ? {} : wrong.errors).toMatchObject({ hsnCode: "HSN code must be 4, 6 or 8 digits" });
  });

  it("sends a draft and the parcel's measures, and refuses a parcel that cannot be", () => {
    const state = {
      ...aFilledForm(),
      hidden: true,
      parcel: { weightGrams: "650", lengthCm: "", breadthCm: "", heightCm: "4" },
    };
    const check = validateProductForm(state);
    if (!check.ok) throw new Error("the form should be valid");
    const body = productFormData(check.form, state.images);
    expect([body.get("hidden"), body.get("weightGrams"), body.get("lengthCm"), body.get("heightCm")]).toEqual([
      "true",
      "650",
      "",
      "4",
    ]);
    const wrong = validateProductForm({ ...state, parcel: { ...state.parcel, weightGrams: "0.5", lengthCm: "900" } });
    expect(wrong.ok ? {} : wrong.errors).toMatchObject({
      "parcel.weightGrams": "Weight must be a whole number",
      "parcel.lengthCm": "Length must be at most 300",
    });
  });
});
