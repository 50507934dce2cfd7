import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedNameOf } from "../../modules/images/image-cleanup.js";
import { storeImage } from "../../modules/images/image-processor.js";
import { S3ImageStore } from "./s3-image-store.js";

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "pallu-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "pallu-images", configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe("images in S3-compatible storage", () => {
  it("stores every width of an upload in the bucket and serves it from the public URL", async () => {
    const store = new S3ImageStore({
      endpoint,
      region: "ap-south-1",
      bucket: "pallu-images",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/pallu-images`,
    });
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#7a1f2b" } }).png().toBuffer();
    const stored = await storeImage(store, png);
    expect(stored.url).toMatch(new RegExp(`^${endpoint}/pallu-images/images/[0-9a-f]{24}-640\\.webp\\?avif$`));
    // the AVIF mark on the URL does not keep the bucket from serving the file
    expect((await fetch(stored.url)).status).toBe(200);
    for (const width of [320, 640, 1280]) {
      for (const [extension, contentType, format] of [["webp", "image/webp", "webp"], ["avif", "image/avif", "heif"]]) {
        const response = await fetch(stored.url.replace("-640.webp?avif", `-${width}.${extension}`));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(contentType);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(Math.min(width, 900));
      }
    }
    const name = storedNameOf(stored.url);
    expect(await store.exists(name)).toBe(true);
    expect((await store.list()).map((file) => file.name)).toContain(name);
    expect((await sharp(await store.read(name)).metadata()).width).toBe(640);
    await store.delete(name);
    expect(await store.exists(name)).toBe(false);
    expect(await store.read(name)).toBeUndefined();
  });
});
