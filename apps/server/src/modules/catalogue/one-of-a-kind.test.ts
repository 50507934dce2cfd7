import type { ProductDetail } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { aCategory, aProduct, sizesOf, stockOf } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { productFormFields, sizedFormFields, unsizedFormFields } from "../../test/product-forms.js";
import { aShopper } from "../../test/user-builders.js";
import { aPng, sendForm, type FormValue } from "../../test/uploads.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { sweepRecovery } from "../recovery/recovery-sweep.js";
import { outboxMessages } from "../../db/schema/index.js";
import { eq } from "drizzle-orm";

/**
 * A one-off piece (a handloom saree woven once) is sold one at a time: the product form makes a
 * product without sizes and with one piece one of a kind unless told otherwise, a cart holds one,
 * a checkout of more is refused, and it is never "low stock".
 */

const clock = new Date("2026-11-10T08:00:00Z");
const shop = useTestShop({}, { now: () => clock });
const admin = useSignedInUser(shop, { userType: "Admin" });
let category: { id: string };
let png: Buffer;

beforeAll(async () => {
  category = await aCategory(shop.deps.db, { name: "Banarasi" });
  png = await aPng();
});

async function saveForm(fields: Record<string, FormValue>) {
  return sendForm(shop.app, "POST", "/products/createProduct", { ...productFormFields(category.id), images: { file: png }, ...fields }, admin.headers);
}

async function created(fields: Record<string, FormValue>): Promise<ProductDetail> {
  const response = await saveForm(fields);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { product: ProductDetail }).product;
}

describe("the product form", () => {
  it("makes a product without sizes and with one piece one of a kind unless the seller says otherwise", async () => {
    expect((await created(unsizedFormFields({ originalPrice: 16000, discountedPrice: 14000, stock: 1 }))).oneOfAKind).toBe(true);
    expect((await created(unsizedFormFields({ originalPrice: 16000, discountedPrice: 14000, stock: 3 }))).oneOfAKind).toBe(false);
    expect((await created({ ...unsizedFormFields({ originalPrice: 900, discountedPrice: 900, stock: 1 }), oneOfAKind: "false" })).oneOfAKind).toBe(false);
    const sized = sizedFormFields([{ size: "M", originalPrice: 900, discountedPrice: 900, stock: 1 }]);
    expect((await created(sized)).oneOfAKind).toBe(false);
  });

  it("refuses a one-of-a-kind piece with sizes or with more than one in stock", async () => {
    const withSizes = await saveForm({ ...sizedFormFields([{ size: "M", originalPrice: 900, discountedPrice: 900, stock: 1 }]), oneOfAKind: "true" });
    expect(withSizes.statusCode).toBe(400);
    expect(withSizes.json().message).toBe("A one-of-a-kind piece has no sizes: turn off size options or one of a kind");
    const two = await saveForm({ ...unsizedFormFields({ originalPrice: 900, discountedPrice: 900, stock: 2 }), oneOfAKind: "yes" });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("A one-of-a-kind piece has one in stock, or none once it is sold");
  });

  it("refuses a size edit that gives a one-off more than one piece", async () => {
    const product = await created(unsizedFormFields({ originalPrice: 16000, discountedPrice: 14000, stock: 1 }));
    const response = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/products/varient",
      headers: admin.headers,
      payload: { productId: product._id, varientId: product.buyingOption[0]!._id, stock: 4 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A one-of-a-kind piece has one in stock, or none once it is sold");
  });
});

describe("buying a one-off", () => {
  /** A piece recorded as one of a kind with two in stock, as data from before the rule may hold. */
  async function aOneOffWithTwo() {
    const product = await aProduct(shop.deps.db, { name: "Katan Silk Banarasi", oneOfAKind: true, options: [{ size: "NA", original: 16000, discounted: 14000, stock: 2 }] });
    return (await sizesOf(shop.deps.db, product.id)).NA!;
  }

  it("keeps one in the cart, whatever was asked", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aOneOffWithTwo();
    const response = await shop.post("/order/updateMyCart", shopper.headers, { cart: JSON.stringify([{ ...saree, quantity: 2 }]) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cart).toEqual([expect.objectContaining({ quantity: 1, maxQuantity: 1, oneOfAKind: true })]);
  });

  it("refuses a checkout of more than one, with why", async () => {
    const shopper = await aShopper(shop.deps.db);
    const saree = await aOneOffWithTwo();
    const response = await payCod(shop, shopper, [{ ...saree, quantity: 2 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Katan Silk Banarasi is one of a kind: there is only this one piece, so you can buy one.");
    expect(await stockOf(shop.deps.db, saree.sizeId)).toBe(2);
  });
});

describe("the low-stock list", () => {
  it("leaves out one-off pieces: they are on sale or sold, never low", async () => {
    const oneOff = await aProduct(shop.deps.db, { name: "One-off Jamdani", oneOfAKind: true, options: [{ size: "NA", original: 8000, stock: 1 }] });
    const kurta = await aProduct(shop.deps.db, { name: "Low Kurta", options: [{ size: "M", original: 900, stock: 1 }] });
    const response = await shop.post("/products/getGraphData", admin.headers, {});
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as { lowStock: { sizes: { _id: string }[] } }).lowStock.sizes.map((size) => size._id);
    expect(names).toContain(kurta.id);
    expect(names).not.toContain(oneOff.id);
  });
});

describe("Notify me of pieces like this", () => {
  it("tells the shopper by mail of the next piece of the same weave put on sale, once", async () => {
    const shopper = await aShopper(shop.deps.db);
    const sold = await aProduct(shop.deps.db, { name: "Sold Katan Banarasi", oneOfAKind: true, weave: "banarasi", options: [{ size: "NA", original: 16000, stock: 0 }] });
    const ask = () => shop.post("/products/notifyLikeThis", shopper.headers, { productId: sold.id });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);

    await aProduct(shop.deps.db, { name: "Kanjeevaram Piece", oneOfAKind: true, weave: "kanjeevaram", options: [{ size: "NA", original: 12000, stock: 1 }] });
    await sweepRecovery(shop.deps);
    await aProduct(shop.deps.db, { name: "Rangkat Banarasi", oneOfAKind: true, weave: "banarasi", options: [{ size: "NA", original: 18000, stock: 1 }] });
    await sweepRecovery(shop.deps);
    await sweepRecovery(shop.deps);
    await runDueJobs(shop.deps, jobHandlers);
    const mails = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, shopper.user.email!));
    expect(mails.map((mail) => mail.subject)).toEqual(["A piece like Sold Katan Banarasi is here"]);
    expect(mails[0]!.text).toContain("Rangkat Banarasi");
    expect(mails[0]!.text).toContain("/product/rangkat-banarasi");
  });

  it("is refused for a piece still on sale, one that is not one of a kind, and one that does not exist", async () => {
    const shopper = await aShopper(shop.deps.db);
    const onSale = await aProduct(shop.deps.db, { oneOfAKind: true, options: [{ size: "NA", original: 9000, stock: 1 }] });
    const stillOnSale = await shop.post("/products/notifyLikeThis", shopper.headers, { productId: onSale.id });
    expect(stillOnSale.statusCode).toBe(409);
    expect(stillOnSale.json().message).toBe("This piece is still on sale: add it to your cart");
    const plain = await aProduct(shop.deps.db, { options: [{ size: "NA", original: 900, stock: 0 }] });
    expect((await shop.post("/products/notifyLikeThis", shopper.headers, { productId: plain.id })).statusCode).toBe(409);
    expect((await shop.post("/products/notifyLikeThis", shopper.headers, { productId: "nope" })).statusCode).toBe(404);
    expect((await shop.post("/products/notifyLikeThis", {}, { productId: onSale.id })).statusCode).toBe(401);
  });
});
