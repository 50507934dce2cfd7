import { stat } from "node:fs/promises";
import { join } from "node:path";
import { AVIF_MARK, IMAGE_WIDTHS } from "@pallu/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productImages, users } from "../../db/schema/index.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aUser } from "../../test/user-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { runDueJobs } from "../jobs/job-worker.js";
import { AVIF_BACKFILL_BATCH, AVIF_BACKFILL_JOB, scheduleAvifBackfill } from "./avif-backfill-job.js";
import { imageKeyOf } from "./image-cleanup.js";
import { copyName } from "./image-copies.js";
import { storeImage } from "./image-processor.js";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const aPicture = (colour: string, width: number) =>
  sharp({ create: { width, height: Math.round(width * 1.25), channels: 3, background: colour } })
    .png()
    .toBuffer();

/** An image as the shop stored it before AVIF copies: its WebP files only, its URL without the mark. */
async function anImageWithoutAvif(colour: string, width = 24): Promise<string> {
  const { url } = await storeImage(shop.deps.imageStore, await aPicture(colour, width));
  for (const each of IMAGE_WIDTHS) await shop.deps.imageStore.delete(copyName(imageKeyOf(url)!, each, "avif"));
  return url.replace(AVIF_MARK, "");
}

const avifWrittenAt = (key: string) =>
  Promise.all(
    IMAGE_WIDTHS.map(
      async (width) => (await stat(join(shop.deps.config.dataDir, "images", copyName(key, width, "avif")))).mtimeMs,
    ),
  );
const imagesOf = async (productId: string) =>
  (
    await shop.deps.db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId))
  ).map((row) => row.url);
const listedImages = async (search: string) =>
  (await shop.app.inject({ method: "GET", url: `/api/v1/products/getAllProduct?search=${search}` })).json<{
    products: { images: string[] }[];
  }>().products[0]!.images;

describe("the AVIF backfill", () => {
  it("gives images stored before AVIF their AVIF copies at every width, then marks every row that shows them", async () => {
    const old = await anImageWithoutAvif("#7a1f2b", 700);
    const key = imageKeyOf(old)!;
    const gone = "/images/0123456789abcdef01234567-640.webp";
    const product = await aProduct(shop.deps.db, { name: "Ilkal Cotton Saree", images: [old, gone] });
    const category = await aCategory(shop.deps.db);
    await shop.deps.db.update(categories).set({ image: old }).where(eq(categories.id, category.id));
    const user = await aUser(shop.deps.db);
    await shop.deps.db.update(users).set({ image: old }).where(eq(users.id, user.id));
    expect(await listedImages("ilkal")).toEqual([old, gone]);

    await scheduleAvifBackfill(shop.deps);
    await runDueJobs(shop.deps, jobHandlers);

    for (const [width, drawn] of [
      [320, 320],
      [640, 640],
      [1280, 700],
    ] as const) {
      const avif = await sharp((await shop.deps.imageStore.read(copyName(key, width, "avif")))!).metadata();
      expect(avif).toMatchObject({ format: "heif", compression: "av1", width: drawn });
    }
    // a row whose files are gone keeps its plain URL: the web offers no AVIF for it
    expect(await imagesOf(product.id)).toEqual([old + AVIF_MARK, gone]);
    const [categoryRow] = await shop.deps.db
      .select({ image: categories.image })
      .from(categories)
      .where(eq(categories.id, category.id));
    const [userRow] = await shop.deps.db.select({ image: users.image }).from(users).where(eq(users.id, user.id));
    expect([categoryRow!.image, userRow!.image]).toEqual([old + AVIF_MARK, old + AVIF_MARK]);
    expect(await listedImages("ilkal")).toEqual([old + AVIF_MARK, gone]);
  });

  it("runs once, and running it again writes no file and marks no URL twice", async () => {
    const old = await anImageWithoutAvif("#1f4d7a");
    const product = await aProduct(shop.deps.db, { images: [old] });
    await jobHandlers[AVIF_BACKFILL_JOB]!.run(shop.deps, { after: "" });
    const written = await avifWrittenAt(imageKeyOf(old)!);

    await scheduleAvifBackfill(shop.deps);
    expect(await runDueJobs(shop.deps, jobHandlers)).toBe(0);
    await jobHandlers[AVIF_BACKFILL_JOB]!.run(shop.deps, { after: "" });

    expect(await avifWrittenAt(imageKeyOf(old)!)).toEqual(written);
    expect(await imagesOf(product.id)).toEqual([old + AVIF_MARK]);
  });

  it("works through a large catalogue a batch per job", async () => {
    const olds = [];
    for (let i = 0; i <= AVIF_BACKFILL_BATCH; i += 1)
      olds.push(await anImageWithoutAvif(`#${(0x102030 + i * 0x010101).toString(16)}`, 8));
    const product = await aProduct(shop.deps.db, { images: olds });

    await jobHandlers[AVIF_BACKFILL_JOB]!.run(shop.deps, { after: "" });
    expect((await imagesOf(product.id)).filter((url) => url.endsWith(AVIF_MARK)).length).toBeLessThan(olds.length);
    // the first job queued the next batch
    expect(await runDueJobs(shop.deps, jobHandlers)).toBeGreaterThan(0);

    expect((await imagesOf(product.id)).sort()).toEqual(olds.map((url) => url + AVIF_MARK).sort());
  });
});
