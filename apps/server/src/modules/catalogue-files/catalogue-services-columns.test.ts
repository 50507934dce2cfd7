import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { CATALOGUE_COLUMNS, type ServiceOffer } from "@pallu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { FALL_PICO as FALL_AND_PICO, STITCHING as BLOUSE_STITCHING } from "../../test/service-builders.js";
import { storeImage } from "../images/image-processor.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

type Row = Record<string, string>;
type Problem = { line: number; column: string; message: string };

// A style with a picture, and a name a spreadsheet would run as a formula if it began a cell.
const STITCHING: ServiceOffer = { ...BLOUSE_STITCHING, styles: [BLOUSE_STITCHING.styles[0]!, { ...BLOUSE_STITCHING.styles[1]!, image: "/images/boat-neck.webp" }] };
const FALL_PICO: ServiceOffer = { ...FALL_AND_PICO, name: "=Fall+pico" };

let handles: { madeToOrder: string; preOrder: string; none: string; category: string };

async function handleOf(productId: string): Promise<string> {
  const [row] = await shop.deps.db.select({ handle: products.handle }).from(products).where(eq(products.id, productId));
  return row!.handle;
}

const productByHandle = async (handle: string) => (await shop.deps.db.select().from(products).where(eq(products.handle, handle)))[0]!;

beforeAll(async () => {
  const db = shop.deps.db;
  const image = (await storeImage(shop.deps.imageStore, await aPng("#884422", 16))).url;
  const category = await aCategory(db, { name: "Silk Sarees" });
  const product = (name: string) => aProduct(db, { name, categoryId: category.id, images: [image], options: [{ original: 12_000, stock: 2 }] });
  const woven = await product("Tanchoi woven to order");
  const launch = await product("Paithani on pre-order");
  const plain = await product("Plain georgette");
  const inherits = await product("Kanjivaram as its category");
  await db.update(products).set({ services: [STITCHING, FALL_PICO], madeToOrderDays: 15 }).where(eq(products.id, woven.id));
  await db.update(products).set({ availableFrom: "2027-01-15" }).where(eq(products.id, launch.id));
  await db.update(products).set({ services: [] }).where(eq(products.id, plain.id));
  handles = { madeToOrder: await handleOf(woven.id), preOrder: await handleOf(launch.id), none: await handleOf(plain.id), category: await handleOf(inherits.id) };
});

async function exportCsv(): Promise<string> {
  const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/exportProducts", headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const importCsv = (csv: string, dryRun = false) =>
  sendForm(shop.app, "POST", "/products/importProducts", { file: { file: Buffer.from(csv), name: "catalogue.csv", type: "text/csv" }, dryRun: String(dryRun) }, admin.headers);

const rowsOf = (csv: string): Row[] => parse(csv, { columns: true }) as Row[];
const csvOf = (rows: Row[], columns: readonly string[] = CATALOGUE_COLUMNS) => stringify(rows, { header: true, columns: [...columns] });
const rowOf = (csv: string, handle: string) => rowsOf(csv).find((row) => row.handle === handle)!;

/** The export with cells of a product's row changed. */
function withCells(csv: string, handle: string, cells: Row): string {
  return csvOf(rowsOf(csv).map((row) => (row.handle === handle ? { ...row, ...cells } : row)));
}

describe("services, made to order and pre-order in the catalogue file", () => {
  it("are exported as the forms send them and come back unchanged, ids included", async () => {
    const csv = await exportCsv();
    expect(csv.split("\r\n")[0]!.split(",").slice(-3)).toEqual(["services", "made_to_order_days", "available_from"]);
    const woven = rowOf(csv, handles.madeToOrder);
    expect(woven.made_to_order_days).toBe("15");
    expect(woven.available_from).toBe("");
    expect(JSON.parse(woven.services!)).toEqual([
      {
        _id: "stitching",
        kind: "blouseStitching",
        name: "Blouse stitching",
        price: 1200,
        leadDays: 7,
        needsMeasurements: true,
        returnable: false,
        styles: [
          { _id: "round", name: "Round neck", price: 1200, image: null },
          { _id: "boat", name: "Boat neck", price: 1500, image: "/images/boat-neck.webp" },
        ],
      },
      { _id: "fall-pico", kind: "fallPico", name: "=Fall+pico", price: 150, leadDays: 2, needsMeasurements: false, returnable: false, styles: [] },
    ]);
    // The JSON cell starts with "[": a formula's name inside it is never a cell a spreadsheet runs.
    expect(csv).not.toMatch(/,'\[/);
    expect(rowOf(csv, handles.preOrder)).toMatchObject({ available_from: "2027-01-15", made_to_order_days: "", services: "" });
    expect(rowOf(csv, handles.none).services).toBe("[]");
    expect(rowOf(csv, handles.category).services).toBe("");

    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(await exportCsv()).toBe(csv);
    expect(await productByHandle(handles.madeToOrder)).toMatchObject({ services: [STITCHING, FALL_PICO], madeToOrderDays: 15, availableFrom: null });
    expect((await productByHandle(handles.none)).services).toEqual([]);
    expect((await productByHandle(handles.category)).services).toBeNull();
  });

  it("change a product's services, weaving days and launch day, and an empty services cell gives it its category's again", async () => {
    const csv = await exportCsv();
    const services = JSON.parse(rowOf(csv, handles.madeToOrder).services!) as { price: number; styles: unknown[] }[];
    const edited = [{ ...services[0]!, styles: services[0]!.styles.slice(1) }, { kind: "petticoat", name: "Petticoat", price: "450" }];
    let changed = withCells(csv, handles.madeToOrder, { services: JSON.stringify(edited), made_to_order_days: "20" });
    changed = withCells(changed, handles.preOrder, { available_from: "2027-02-01" });
    changed = withCells(changed, handles.none, { services: "" });

    const response = await importCsv(changed);
    expect(response.statusCode, response.body).toBe(200);
    const woven = await productByHandle(handles.madeToOrder);
    expect(woven.madeToOrderDays).toBe(20);
    expect(woven.services!.map((service) => [service.id, service.name, service.pricePaise])).toEqual([
      ["stitching", "Blouse stitching", 150_000],
      [expect.any(String), "Petticoat", 45_000],
    ]);
    expect((await productByHandle(handles.preOrder)).availableFrom).toBe("2027-02-01");
    expect((await productByHandle(handles.none)).services).toBeNull();
  });

  it("are kept as they are by a file written without their columns", async () => {
    const before = await productByHandle(handles.madeToOrder);
    const older = CATALOGUE_COLUMNS.filter((column) => !["services", "made_to_order_days", "available_from"].includes(column));
    const response = await importCsv(csvOf(rowsOf(await exportCsv()), older));
    expect(response.statusCode, response.body).toBe(200);
    expect(await productByHandle(handles.madeToOrder)).toMatchObject({ services: before.services, madeToOrderDays: before.madeToOrderDays });
    expect((await productByHandle(handles.preOrder)).availableFrom).toBe("2027-02-01");
  });

  it("are checked row by row in a dry run, each problem said at its line and column, and nothing changes", async () => {
    const csv = await exportCsv();
    const lineOf = (handle: string) => rowsOf(csv).findIndex((row) => row.handle === handle) + 2;
    let wrong = withCells(csv, handles.madeToOrder, {
      services: JSON.stringify([{ kind: "blouseStitching", name: "Blouse stitching", styles: [{ name: "Boat neck", price: 900 }, { name: "", price: 900 }] }, { kind: "fallPico", name: "Fall", price: "-5" }]),
      made_to_order_days: "0",
    });
    wrong = withCells(wrong, handles.preOrder, { available_from: "15/01/2027", made_to_order_days: "two weeks" });
    wrong = withCells(wrong, handles.none, { services: "blouse stitching" });
    wrong = withCells(wrong, handles.category, { services: JSON.stringify([{ kind: "embroidery", name: "Embroidery" }]) });

    const response = await importCsv(wrong, true);
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: Problem[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { line: lineOf(handles.madeToOrder), column: "services", message: "Service 1: Style 2: Give the style a name" },
        { line: lineOf(handles.madeToOrder), column: "services", message: "Service 2: Service price cannot be negative" },
        { line: lineOf(handles.madeToOrder), column: "made_to_order_days", message: "Made to order takes at least 1 working day" },
        { line: lineOf(handles.preOrder), column: "available_from", message: "Launch day must be a date (YYYY-MM-DD)" },
        { line: lineOf(handles.preOrder), column: "made_to_order_days", message: "Made to order is whole working days" },
        { line: lineOf(handles.none), column: "services", message: 'Services must be JSON, as the export writes them: [{"kind":"fallPico","name":"Fall and pico","price":150}]' },
        {
          line: lineOf(handles.category),
          column: "services",
          message: "Service 1: Service kind must be one of blouseStitching, fallPico, petticoat, tassels, prePleating, giftWrap, other",
        },
      ]),
    );
    expect(errors).toHaveLength(7);
    expect(await exportCsv()).toBe(csv);
  });
});
