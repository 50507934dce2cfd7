import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_WIDTHS } from "@pallu/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalImageStore } from "../../integrations/storage/local-image-store.js";
import { imageKeyOf } from "./image-cleanup.js";
import { copyName } from "./image-copies.js";
import { storeImage } from "./image-processor.js";

let directory: string;
let store: LocalImageStore;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "pallu-images-"));
  store = new LocalImageStore(directory);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const aPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7a1f2b" } })
    .jpeg()
    .toBuffer();
const metadataOf = async (name: string) => sharp((await store.read(name))!).metadata();

describe("storing an upload", () => {
  it("stores a WebP and an AVIF copy at each width and answers the WebP's URL marked as having AVIF", async () => {
    const stored = await storeImage(store, await aPhoto(1500, 1000));
    const key = imageKeyOf(stored.url)!;
    expect(stored).toEqual({ url: `/images/${key}-640.webp?avif`, width: 640, height: 427 });
    for (const width of IMAGE_WIDTHS) {
      const height = Math.round((1000 * width) / 1500);
      expect(await metadataOf(copyName(key, width, "webp"))).toMatchObject({ format: "webp", width, height });
      expect(await metadataOf(copyName(key, width, "avif"))).toMatchObject({
        format: "heif",
        compression: "av1",
        width,
        height,
      });
    }
  });

  it("never draws a copy wider than the picture", async () => {
    const key = imageKeyOf((await storeImage(store, await aPhoto(500, 700))).url)!;
    for (const [width, drawn] of [
      [320, 320],
      [640, 500],
      [1280, 500],
    ] as const) {
      expect((await metadataOf(copyName(key, width, "webp"))).width).toBe(drawn);
      expect((await metadataOf(copyName(key, width, "avif"))).width).toBe(drawn);
    }
  });

  it("gives a picture stored before AVIF copies existed its AVIF copies when it is uploaded again, leaving its WebP files alone", async () => {
    const photo = await aPhoto(800, 600);
    const key = imageKeyOf((await storeImage(store, photo)).url)!;
    for (const width of IMAGE_WIDTHS) await store.delete(copyName(key, width, "avif"));
    const webpWrittenAt = async () =>
      Promise.all(
        IMAGE_WIDTHS.map(async (width) => (await stat(join(directory, copyName(key, width, "webp")))).mtimeMs),
      );
    const before = await webpWrittenAt();

    expect((await storeImage(store, photo)).url).toBe(`/images/${key}-640.webp?avif`);
    for (const width of IMAGE_WIDTHS) expect(await store.exists(copyName(key, width, "avif"))).toBe(true);
    expect(await webpWrittenAt()).toEqual(before);
  });
});
