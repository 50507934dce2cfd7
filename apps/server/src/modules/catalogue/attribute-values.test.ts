import type { ProductDetail } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { aCategory } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { productFormFields } from "../../test/product-forms.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);
let category: { id: string };
let png: Buffer;

beforeAll(async () => {
  category = await aCategory(shop.deps.db, { name: "Silk" });
  png = await aPng();
});

const addValue = (body: unknown, headers: Record<string, string> = admin.headers) =>
  shop.app.inject({ method: "POST", url: "/api/v1/products/addAttributeValue", headers, payload: body as object });

const weaves = async () =>
  (await shop.app.inject({ method: "GET", url: "/api/v1/products/getAttributeValues" })).json<{
    attributes: { weave: { value: string; label: string }[] };
  }>().attributes.weave;

const createWithWeave = (weave: string) =>
  sendForm(
    shop.app,
    "POST",
    "/products/createProduct",
    { ...productFormFields(category.id), weave, images: { file: png } },
    admin.headers,
  );

describe("the seller's own values in the saree attribute lists", () => {
  it("refuses a weave no list has until the seller adds it, then takes it by its label in any case", async () => {
    const before = await createWithWeave("Tanchoi");
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      field: "attributes.weave",
      message: expect.stringMatching(/^Unknown weave "Tanchoi"; use one of: banarasi/),
    });

    const added = await addValue({ attribute: "weave", label: " Tanchoi " });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ value: "tanchoi", message: "Tanchoi is on the weave list" });
    expect(await weaves()).toContainEqual({ value: "tanchoi", label: "Tanchoi" });

    const created = await createWithWeave("tanchoi");
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ product: ProductDetail }>().product.attributes.weave).toBe("tanchoi");
  });

  it("lets shoppers filter by the seller's own values, and still refuses a value no list has", async () => {
    await addValue({ attribute: "region", label: "Goa" });
    await createWithWeave("Banarasi");
    const byRegion = await shop.app.inject({
      method: "GET",
      url: "/api/v1/products/getAllProduct?region=goa&weave=tanchoi",
    });
    expect(byRegion.statusCode, byRegion.body).toBe(200);
    const tanchoi = await shop.app.inject({
      method: "GET",
      url: "/api/v1/products/getAllProduct?weave=Tanchoi,banarasi",
    });
    expect(tanchoi.json<{ products: unknown[] }>().products).toHaveLength(2);
    const unknown = await shop.app.inject({ method: "GET", url: "/api/v1/products/getAllProduct?weave=ilkal" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: expect.stringMatching(/^Unknown weave "ilkal"; use one of: banarasi, .*, tanchoi$/),
    });
  });

  it("adds a value once however often it is added, and a built-in one not at all", async () => {
    await addValue({ attribute: "fabric", label: "Matka Silk" });
    await addValue({ attribute: "fabric", label: "matka silk" });
    const again = await addValue({ attribute: "fabric", label: "Banarasi" });
    expect(again.json()).toMatchObject({ value: "banarasi" });
    const fabrics = (
      await (
        await shop.app.inject({ method: "GET", url: "/api/v1/products/getAttributeValues" })
      ).json<{
        attributes: { fabric: { value: string }[] };
      }>()
    ).attributes.fabric.map((option) => option.value);
    expect(fabrics.filter((value) => value === "matka-silk")).toHaveLength(1);
  });

  it("lets only the admin add values, and says what is wrong with a value", async () => {
    expect((await addValue({ attribute: "weave", label: "Ilkal" }, customer.headers)).statusCode).toBe(403);
    expect((await addValue({ attribute: "weave", label: "Ilkal" }, {})).statusCode).toBe(401);
    const blank = await addValue({ attribute: "weave", label: " -- " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: "Write the new value with at least one letter or digit" });
    const unknownList = await addValue({ attribute: "colour", label: "Red" });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json()).toMatchObject({ message: "attribute must be one of: fabric, weave, region, occasion" });
    const long = await addValue({ attribute: "weave", label: "x".repeat(41) });
    expect(long.json()).toMatchObject({ message: "A value may be 40 characters at most" });
  });
});
