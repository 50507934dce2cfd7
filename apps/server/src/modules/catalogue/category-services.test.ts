import type { Category, ProductDetail } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
let png: Buffer;

type CategoriesBody = { success: boolean; message: string; categories: Category[] };

beforeAll(async () => {
  png = await aPng();
});

/** Stitching in two styles and fall and pico, as the category form sends them: numbers and ticks as text. */
const SAREE_SERVICES = JSON.stringify([
  {
    kind: "blouseStitching",
    name: "Blouse stitching",
    leadDays: "7",
    needsMeasurements: "true",
    returnable: "false",
    styles: [
      { name: "Round neck", price: "1200" },
      { name: "Boat neck", price: 1500, image: "" },
    ],
  },
  { kind: "fallPico", name: "Fall and pico", price: "150", leadDays: 2, needsMeasurements: false, returnable: "on" },
]);

const named = (body: CategoriesBody, name: string) => body.categories.find((category) => category.name === name);

async function productPage(productId: string): Promise<ProductDetail> {
  const response = await shop.app.inject({ method: "GET", url: `/api/v1/products/getProduct?id=${productId}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { product: ProductDetail }).product;
}

describe("a category's services", () => {
  it("are created with the category, priced from text in rupees, and answered with the list", async () => {
    const response = await sendForm(shop.app, "POST", "/products/category", { name: "Silk Sarees", image: { file: png }, services: SAREE_SERVICES }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const silk = named(response.json() as CategoriesBody, "Silk Sarees");
    expect(silk?.services).toMatchObject([
      {
        _id: expect.any(String),
        kind: "blouseStitching",
        name: "Blouse stitching",
        price: 1200,
        leadDays: 7,
        needsMeasurements: true,
        returnable: false,
        styles: [
          { _id: expect.any(String), name: "Round neck", price: 1200, image: null },
          { _id: expect.any(String), name: "Boat neck", price: 1500, image: null },
        ],
      },
      { kind: "fallPico", name: "Fall and pico", price: 150, leadDays: 2, needsMeasurements: false, returnable: true, styles: [] },
    ]);
  });

  it("are what the category's products start with, until a product sets its own", async () => {
    const category = await aCategory(shop.deps.db, { name: "Kanjivaram" });
    const product = await aProduct(shop.deps.db, { name: "Temple border Kanjivaram", categoryId: category.id });
    const response = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Kanjivaram", services: SAREE_SERVICES }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = await productPage(product.id);
    expect(page.services?.map((service) => service.name)).toEqual(["Blouse stitching", "Fall and pico"]);
  });

  it("keep their ids when the form sends them back, stay as they are when left out, and clear with empty text", async () => {
    const category = await aCategory(shop.deps.db, { name: "Banarasi" });
    const first = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Banarasi", services: SAREE_SERVICES }, admin.headers);
    const [stitching, fall] = named(first.json() as CategoriesBody, "Banarasi")!.services!;
    const edited = JSON.stringify([{ ...stitching, styles: stitching!.styles.slice(0, 1) }, { ...fall, price: 175 }]);

    const second = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Banarasi", services: edited }, admin.headers);
    expect(second.statusCode, second.body).toBe(200);
    const kept = named(second.json() as CategoriesBody, "Banarasi")!.services!;
    expect(kept.map((service) => service._id)).toEqual([stitching!._id, fall!._id]);
    expect(kept[0]!.styles).toEqual([stitching!.styles[0]]);
    expect(kept[1]!.price).toBe(175);

    const renamed = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Banarasi Silk" }, admin.headers);
    expect(named(renamed.json() as CategoriesBody, "Banarasi Silk")!.services).toEqual(kept);

    const cleared = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Banarasi Silk", services: "" }, admin.headers);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(named(cleared.json() as CategoriesBody, "Banarasi Silk")!.services).toBeUndefined();
  });

  it("take a list of a dozen services with a dozen styles each, pictures included", async () => {
    const style = (n: number) => ({ name: `Style ${n}`, price: 1000 + n, image: `https://images.example.in/blouse-styles/${"long-picture-name-".repeat(20)}${n}.webp` });
    const services = Array.from({ length: 12 }, (_, n) => ({
      kind: n === 0 ? "blouseStitching" : "other",
      name: `Service ${n + 1}`,
      price: 100,
      styles: Array.from({ length: 12 }, (_, s) => style(s)),
    }));
    const response = await sendForm(shop.app, "POST", "/products/category", { name: "Many services", image: { file: png }, services: JSON.stringify(services) }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(named(response.json() as CategoriesBody, "Many services")!.services).toHaveLength(12);
  });

  it("are refused with a message that names what is wrong, and nothing is saved", async () => {
    const category = await aCategory(shop.deps.db, { name: "Chanderi" });
    const refusals = [
      ["not json", "services must be JSON"],
      [JSON.stringify([{ kind: "embroidery", name: "Embroidery" }]), "Service kind must be one of blouseStitching, fallPico, petticoat, tassels, prePleating, giftWrap, other"],
      [JSON.stringify([{ kind: "fallPico", name: "Fall and pico", price: "-5" }]), "Service price cannot be negative"],
      [JSON.stringify([{ kind: "blouseStitching", name: "Blouse stitching", styles: [{ name: "", price: 900 }] }]), "Give the style a name"],
      [JSON.stringify([{ kind: "fallPico", name: "Fall and pico", leadDays: 61 }]), "Lead time can be at most 60 working days"],
    ] as const;
    for (const [services, message] of refusals) {
      const response = await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Chanderi", services }, admin.headers);
      expect(response.statusCode, services).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const list = await shop.app.inject({ method: "GET", url: "/api/v1/products/category" });
    expect(named(list.json() as CategoriesBody, "Chanderi")!.services).toBeUndefined();
  });

  it("are described in the OpenAPI, with the quote's and the order's promise of a line made to order", async () => {
    const response = await shop.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const description = response.json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(description.paths["/api/v1/products/category"]!.put!.description).toMatch(/`services` \(JSON text of the services the category's products start with/);
    const text = response.body;
    for (const field of ["shipsBy", "shipsFrom"]) expect(text).toContain(`"${field}"`);
  });
});
