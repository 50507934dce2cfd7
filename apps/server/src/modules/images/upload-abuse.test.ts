import { readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { aCategory } from "../../test/catalogue-builders.js";
import { jobHandlers } from "../../job-registration.js";
import { IMAGE_SWEEP_JOB } from "./image-sweep-job.js";
import { aPng, sendForm } from "../../test/uploads.js";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ UPLOADS_PER_HOUR: "3", MIN_FREE_DISK_MB: "100" });
});
afterAll(() => shop.close());

const storedFiles = async () => (await readdir(join(shop.deps.config.dataDir, "images")).catch(() => [] as string[])).sort();
const keyOf = (url: string) => url.split("/").pop()!.replace(/-\d+\.webp\?avif$/, "");
/** A WebP and an AVIF file at each of the three widths. */
const FILES_PER_IMAGE = 6;
const uploadPicture = (headers: Record<string, string>, png: Buffer) =>
  sendForm(shop.app, "POST", "/user/updateUser", { image: { file: png } }, headers);
type Body = { updatedUser: { image: string | null } };

describe("uploads", () => {
  it("ten parallel uploads of the same picture all succeed", async () => {
    const png = await aPng("#123456", 40);
    const users = await Promise.all(Array.from({ length: 10 }, () => aSignedInUser(shop.deps.db)));
    const responses = await Promise.all(users.map(({ headers }) => uploadPicture(headers, png)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect((await storedFiles()).filter((name) => name.includes(".partial"))).toEqual([]);
  });

  it("delete a replaced or removed picture's files once no one uses them, and keep a picture someone else still uses", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const other = await aSignedInUser(shop.deps.db);
    const shared = await aPng("#7a1f2b", 48);
    const first = (await uploadPicture(headers, shared)).json<Body>().updatedUser.image!;
    expect((await uploadPicture(other.headers, shared)).statusCode).toBe(200);
    const second = (await uploadPicture(headers, await aPng("#1f7a2b", 48))).json<Body>().updatedUser.image!;
    // the other shopper still shows the first picture
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(first)))).toHaveLength(FILES_PER_IMAGE);

    const removed = await sendForm(shop.app, "POST", "/user/updateUser", { removeDP: "yes" }, headers);
    expect(removed.statusCode).toBe(200);
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(second)))).toEqual([]);
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(first)))).toHaveLength(FILES_PER_IMAGE);
  });

  it("limit uploads per user with 429 and Retry-After, leaving other users alone", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    for (let i = 0; i < 3; i += 1) expect((await uploadPicture(headers, await aPng(`#00000${i}`, 8))).statusCode).toBe(200);
    const refused = await uploadPicture(headers, await aPng("#000009", 8));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
    // a rename without a picture is not an upload
    expect((await sendForm(shop.app, "POST", "/user/updateUser", { fullname: "Asha Rao" }, headers)).statusCode).toBe(200);
    const other = await aSignedInUser(shop.deps.db);
    expect((await uploadPicture(other.headers, await aPng("#000009", 8))).statusCode).toBe(200);
  });

  it("refuse uploads with 507 and a clear message when free disk space falls below the floor", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const before = await storedFiles();
    shop.deps.freeDiskBytes = async () => 99 * 1024 * 1024;
    try {
      const refused = await uploadPicture(headers, await aPng("#abcdef", 16));
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({
        success: false,
        message: "The shop is low on storage and cannot take uploads right now. Please try again later.",
      });
      expect(await storedFiles()).toEqual(before);
    } finally {
      shop.deps.freeDiskBytes = async () => 101 * 1024 * 1024;
    }
    expect((await uploadPicture(headers, await aPng("#abcdef", 16))).statusCode).toBe(200);
  });

  it("delete a category's replaced image after the change, and a deleted slide's images", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const category = await aCategory(shop.deps.db, { name: "Chanderi" });
    const put = async (colour: string) =>
      (await sendForm(shop.app, "PUT", "/products/category", { id: category.id, name: "Chanderi", image: { file: await aPng(colour, 24) } }, headers)).json<{
        categories: { _id: string; image: string }[];
      }>().categories.find((row) => row._id === category.id)!.image;
    const first = await put("#445566");
    const second = await put("#665544");
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(first)))).toEqual([]);
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(second)))).toHaveLength(FILES_PER_IMAGE);

    const slide = { title: "Festive", description: "Silk for the season", smallImage: { file: await aPng("#101010", 20) }, largeImage: { file: await aPng("#202020", 20) } };
    const added = (await sendForm(shop.app, "POST", "/site/addSiteData", slide, headers)).json<{ siteData: { _id: string; smallImage: string; largeImage: string }[] }>();
    const made = added.siteData.at(-1)!;
    const arranged = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateSiteArrangements", headers, payload: { id: made._id, type: "DELETE" } });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect((await storedFiles()).filter((name) => name.startsWith(keyOf(made.smallImage)) || name.startsWith(keyOf(made.largeImage)))).toEqual([]);
  });

  it("a daily job sweeps image files nothing shows any more, once they are a day old", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const kept = (await uploadPicture(headers, await aPng("#0a0b0c", 16))).json<Body>().updatedUser.image!;
    const directory = join(shop.deps.config.dataDir, "images");
    const orphans = ["0123456789abcdef01234567-640.webp", "0123456789abcdef01234567-640.avif"];
    const fresh = "fedcba9876543210fedcba98-640.webp";
    for (const name of [...orphans, fresh]) await writeFile(join(directory, name), "x");
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const orphan of orphans) await utimes(join(directory, orphan), twoDaysAgo, twoDaysAgo);
    for (const name of (await storedFiles()).filter((file) => file.startsWith(keyOf(kept)))) await utimes(join(directory, name), twoDaysAgo, twoDaysAgo);

    await jobHandlers[IMAGE_SWEEP_JOB]!.run(shop.deps, {});
    const files = await storedFiles();
    for (const orphan of orphans) expect(files).not.toContain(orphan);
    expect(files).toContain(fresh);
    expect(files.filter((name) => name.startsWith(keyOf(kept)))).toHaveLength(FILES_PER_IMAGE);
  });
});
