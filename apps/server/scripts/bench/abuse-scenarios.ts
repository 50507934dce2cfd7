/**
 * The abuse benchmark's scenarios, each set up on an in-process shop and answering one request
 * per run: the admin's catalogue import with a zip built to stall it, a checkout quote a shopper
 * can make costly, and the morning's print of a hundred packing slips.
 */
import type { LightMyRequestResponse } from "fastify";
import { aCategory, aSaree } from "../../src/test/catalogue-builders.js";
import type { TestShop } from "../../src/test/test-app.js";
import { aShopper, type SignedInUser } from "../../src/test/user-builders.js";
import { zipOf } from "../../src/test/zip-of.js";
import { sendForm } from "../../src/test/uploads.js";

export type Scenario = { name: string; run: () => Promise<LightMyRequestResponse> };

const MB = 1024 * 1024;
const CATALOGUE_HEADER =
  "handle,name,description,category,colour,location,details,cod,hsn_code,gst_rate,weight_grams,length_cm,breadth_cm,height_cm,draft,size,price,discounted_price,stock,images";

function ok(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** (5) Catalogue imports (dry runs) with 8 MB-of-zeros zips: the finding's same-named entries, and 24 distinct ones each named by a row. */
export async function zipImports(shop: TestShop, admin: SignedInUser): Promise<Scenario[]> {
  const category = (await aCategory(shop.deps.db, { name: "Bench zip" })).name;
  const catalogue = (pictures: string[]) =>
    `${CATALOGUE_HEADER}\n${pictures
      .map(
        (picture, index) =>
          `bench-zip-${index},Bench Zip Saree ${index},From the zip.,${category},,,"[{""heading"":""Fabric"",""detail"":""Silk""}]",no,,,,,,,yes,NA,1200,1100,4,${picture}`,
      )
      .join("\n")}\n`;
  const zeros = new Uint8Array(8 * MB);
  const entries = (name: (index: number) => string) =>
    Object.fromEntries(Array.from({ length: 24 }, (_, index) => [name(index), zeros]));
  const importing = (csv: string, zip: Buffer) => () =>
    sendForm(
      shop.app,
      "POST",
      "/products/importProducts",
      {
        file: { file: Buffer.from(csv), name: "catalogue.csv", type: "text/csv" },
        images: { file: zip, name: "photos.zip", type: "application/zip" },
        dryRun: "true",
      },
      admin.headers,
    );
  const sameName = zipOf(entries((index) => `d${index}/a.jpg`));
  const distinct = Array.from({ length: 24 }, (_, index) => `a${index}.jpg`);
  return [
    {
      name: `(5) import: ${Math.round(sameName.length / 1024)} kB zip of 24 × 8 MB d<i>/a.jpg, 4 rows naming a.jpg`,
      run: importing(catalogue(["a.jpg", "a.jpg", "a.jpg", "a.jpg"]), sameName),
    },
    {
      name: "(5) import: zip of 24 × 8 MB a<i>.jpg, each named by a row (192 MB unpacked)",
      run: importing(catalogue(distinct), zipOf(entries((index) => distinct[index]!))),
    },
  ];
}

/** (6) A 50-line checkout quote with 10 combinable automatic offers, each listing 500 products. */
export async function bigQuote(shop: TestShop, admin: SignedInUser): Promise<Scenario> {
  const sarees: { productId: string; sizeId: string }[] = [];
  for (let index = 0; index < 950; index += 1) {
    sarees.push(await aSaree(shop.deps.db, { stock: 100, price: 1000 + index, name: `Bench Quote Saree ${index}` }));
  }
  for (let offer = 0; offer < 10; offer += 1) {
    const products = sarees.slice(offer * 45, offer * 45 + 500).map((saree) => saree.productId);
    ok(
      await shop.post("/promotions/createPromotion", admin.headers, {
        title: `Bench offer ${offer}`,
        type: "percentage",
        value: 1 + offer,
        combinable: true,
        products,
      }),
      "promotion",
    );
  }
  const shopper = await aShopper(shop.deps.db);
  const cart = Array.from({ length: 50 }, (_, line) => ({ ...sarees[line * 19]!, quantity: 1 }));
  return {
    name: "(6) getCheckoutQuote: 50 lines, 10 combinable offers of 500 products each",
    run: () =>
      shop.post("/order/getCheckoutQuote", shopper.headers, {
        addressId: shopper.addressId,
        cart: JSON.stringify(cart),
      }),
  };
}

/** (7) A hundred confirmed cash-on-delivery orders of two lines each, printed as one PDF of slips and invoices. */
export async function hundredPackingSlips(shop: TestShop, admin: SignedInUser): Promise<Scenario> {
  const orderIds: string[] = [];
  for (let index = 0; index < 100; index += 1) {
    const shopper = await aShopper(shop.deps.db, { fullname: `Bench Shopper ${index}` });
    const saree = await aSaree(shop.deps.db, { stock: 5, price: 1500 + index, name: `Bench Slip Saree ${index}` });
    const blouse = await aSaree(shop.deps.db, { stock: 5, price: 400, size: "M", name: `Bench Blouse ${index}` });
    const cart = [
      { ...saree, quantity: 1 },
      { ...blouse, quantity: 2 },
    ];
    const placed = ok(
      await shop.post("/order/cashOnDelivery", shopper.headers, {
        addressId: shopper.addressId,
        cart: JSON.stringify(cart),
      }),
      "order",
    );
    const orderId = (placed.json() as { order: { _id: string } }).order._id;
    ok(await shop.post("/order/updateOrder", admin.headers, { orderId, status: "Confirmed" }), "confirm");
    orderIds.push(orderId);
  }
  return {
    name: "(7) packingSlips: 100 orders, each slip followed by its invoice",
    run: () => shop.post("/order/packingSlips", admin.headers, { orderIds }),
  };
}
