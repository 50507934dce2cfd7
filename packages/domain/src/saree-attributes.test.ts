import { describe, expect, it } from "vitest";
import { INDIA_STATES } from "./india.js";
import { ProductFormSchema, ProductListQuerySchema, ProductMultipartFieldsSchema, type ProductFormInput } from "./catalogue-schemas.js";
import {
  attributeLabel,
  attributeLines,
  attributeListsWith,
  attributeValueOf,
  FABRICS,
  LISTED_ATTRIBUTES,
  NO_ATTRIBUTES,
  REGIONS,
  WEAVES,
} from "./saree-attributes.js";
import { ProductAttributesInputSchema } from "./saree-attributes-schemas.js";

const form: ProductFormInput = {
  name: "Red Banarasi",
  description: "Handwoven",
  category: "0b8d8f5e-3c1a-4a55-9a3e-8d1f7e6c2b10",
  cashOnDelivery: true,
  details: [{ heading: "Care", detail: "Dry clean" }],
  sizeOptions: false,
  buyingOptions: [{ size: "NA", originalPrice: 100, discountedPrice: 90, stock: 1 }],
};

describe("the attribute lists", () => {
  it("have lower-case slugs, each once, and a label for each", () => {
    for (const { options } of Object.values(LISTED_ATTRIBUTES)) {
      const values = options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      for (const option of options) {
        expect(option.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(option.label.trim()).not.toBe("");
      }
    }
    expect(FABRICS.map((f) => f.value)).toEqual(expect.arrayContaining(["silk", "cotton", "georgette", "tussar", "cotton-silk"]));
    expect(WEAVES.find((w) => w.value === "kota-doria")?.label).toBe("Kota Doria");
  });

  it("name only states of India as regions", () => {
    for (const region of REGIONS) expect(INDIA_STATES).toContain(region.label);
  });

  it("read a value or its label in any case, and nothing else", () => {
    expect(attributeValueOf("weave", "Banarasi")).toBe("banarasi");
    expect(attributeValueOf("weave", " KOTA doria ")).toBe("kota-doria");
    expect(attributeValueOf("region", "uttar-pradesh")).toBe("uttar-pradesh");
    expect(attributeValueOf("region", "Tamil Nadu")).toBe("tamil-nadu");
    expect(attributeValueOf("fabric", "wool")).toBeUndefined();
    expect(attributeLabel("occasion", "wedding")).toBe("Wedding");
  });

  it("take the seller's own values after the built-in ones, and read a value they lack as its words", () => {
    const lists = attributeListsWith([
      { attribute: "weave", value: "tanchoi", label: "Tanchoi" },
      { attribute: "weave", value: "banarasi", label: "Banarasi again" },
    ]);
    expect(lists.weave.at(-1)).toEqual({ value: "tanchoi", label: "Tanchoi" });
    expect(lists.weave.filter((option) => option.value === "banarasi")).toHaveLength(1);
    expect(attributeValueOf("weave", "TANCHOI", lists)).toBe("tanchoi");
    expect(attributeValueOf("weave", "Tanchoi")).toBeUndefined();
    expect(attributeLabel("fabric", "matka-silk")).toBe("Matka Silk");
  });

  it("list what a product page shows, only what the seller said", () => {
    expect(attributeLines(NO_ATTRIBUTES)).toEqual([]);
    expect(
      attributeLines({ fabric: "silk", weave: "kanjeevaram", region: "tamil-nadu", occasion: null, length: 6.3, blousePiece: false }),
    ).toEqual([
      { heading: "Fabric", detail: "Silk" },
      { heading: "Weave", detail: "Kanjeevaram" },
      { heading: "Region", detail: "Tamil Nadu" },
      { heading: "Length", detail: "6.3 m" },
      { heading: "Blouse piece", detail: "Not included" },
    ]);
  });
});

describe("the attributes of the product form", () => {
  it("are none when left out, and empty text or null is none", () => {
    expect(ProductFormSchema.parse(form).attributes).toEqual(NO_ATTRIBUTES);
    expect(
      ProductAttributesInputSchema.parse({ fabric: "", weave: null, region: "", occasion: undefined, length: "", blousePiece: "" }),
    ).toEqual(NO_ATTRIBUTES);
  });

  it("take labels, text numbers and string booleans", () => {
    const parsed = ProductFormSchema.parse({
      ...form,
      attributes: { fabric: "Silk", weave: "banarasi", region: "Uttar Pradesh", occasion: "WEDDING", length: "5.5", blousePiece: "yes" },
    });
    expect(parsed.attributes).toEqual({
      fabric: "silk",
      weave: "banarasi",
      region: "uttar-pradesh",
      occasion: "wedding",
      length: 5.5,
      blousePiece: true,
    });
  });

  it("refuse a value no list has, and a length no saree has, naming the field", () => {
    const wool = ProductFormSchema.safeParse({ ...form, attributes: { fabric: "wool" } });
    expect(wool.error?.issues[0]).toMatchObject({ path: ["attributes", "fabric"], message: expect.stringMatching(/^Unknown fabric "wool"; use one of: silk, cotton/) });
    for (const length of ["0.5", "13", "6.333", "six"]) {
      const parsed = ProductFormSchema.safeParse({ ...form, attributes: { length } });
      expect(parsed.error?.issues[0]?.path, length).toEqual(["attributes", "length"]);
    }
    expect(ProductFormSchema.safeParse({ ...form, attributes: { blousePiece: "maybe" } }).success).toBe(false);
  });

  it("come from a multipart form as one JSON field or as fields of their own", () => {
    const fields = {
      name: "Red Banarasi",
      description: "Handwoven",
      category: form.category,
      details: JSON.stringify(form.details),
      buyingOptions: JSON.stringify(form.buyingOptions),
    };
    const asJson = ProductMultipartFieldsSchema.parse({ ...fields, attributes: JSON.stringify({ fabric: "silk", length: 6.3 }) });
    expect(asJson.attributes).toMatchObject({ fabric: "silk", length: 6.3, weave: null });
    const asFields = ProductMultipartFieldsSchema.parse({ ...fields, weave: "Banarasi", blousePiece: "false", fabric: "" });
    expect(asFields.attributes).toMatchObject({ weave: "banarasi", blousePiece: false, fabric: null });
    const both = ProductMultipartFieldsSchema.parse({ ...fields, attributes: { fabric: "silk", weave: "ikat" }, weave: "patola" });
    expect(both.attributes).toMatchObject({ fabric: "silk", weave: "patola" });
    expect(ProductMultipartFieldsSchema.safeParse({ ...fields, attributes: "{oops" }).success).toBe(false);
  });
});

describe("the attribute filters of the product list", () => {
  it("take one value, comma-separated values or a repeated name, as sorted wire values", () => {
    const query = ProductListQuerySchema.parse({ fabric: "Silk,cotton", weave: ["banarasi", "Kanjeevaram"], length: "6.3,5.5", blousePiece: "true" });
    expect(query).toMatchObject({ fabric: ["cotton", "silk"], weave: ["banarasi", "kanjeevaram"], length: [5.5, 6.3], blousePiece: true });
  });

  it("refuse an unknown value with the list's values", () => {
    const parsed = ProductListQuerySchema.safeParse({ weave: "banarasi,polyester" });
    expect(parsed.error?.issues[0]?.message).toMatch(/^Unknown weave "polyester"; use one of: banarasi, kanjeevaram/);
    expect(ProductListQuerySchema.safeParse({ length: "long" }).success).toBe(false);
  });
});
