import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPictureServer, testPictureFetcher, type PictureServer } from "../../test/picture-server.js";
import { aPng } from "../../test/uploads.js";
import { PictureFetchError, PublicImageFetcher } from "./public-image-fetcher.js";
import { addressVerdict } from "./public-address.js";

let server: PictureServer;
let picture: Buffer;

beforeAll(async () => {
  picture = await aPng("#7a1f2b", 16);
  server = await startPictureServer({
    "/saree.png": { headers: { "content-type": "image/png" }, body: picture },
    "/to-private": { status: 302, headers: { location: "https://192.168.1.20/saree.png" } },
    "/to-metadata": { status: 301, headers: { location: "https://169.254.169.254/latest/meta-data" } },
    "/to-saree": { status: 302, headers: { location: "/saree.png" } },
    "/loop-1": { status: 302, headers: { location: "/loop-2" } },
    "/loop-2": { status: 302, headers: { location: "/loop-3" } },
    "/loop-3": { status: 302, headers: { location: "/loop-4" } },
    "/loop-4": { status: 302, headers: { location: "/saree.png" } },
    "/page.png": { headers: { "content-type": "image/png" }, body: "<!doctype html><title>Not a picture</title>" },
    "/huge.png": { headers: { "content-type": "image/png" }, body: Buffer.concat([picture, Buffer.alloc(64 * 1024)]) },
  });
});
afterAll(() => server.close());

const refusal = async (fetching: Promise<unknown>) => {
  const error = await fetching.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PictureFetchError);
  return (error as Error).message;
};
const PRIVATE = "The picture's address leads to a private or reserved network; only public addresses are fetched";

describe("fetching a picture a catalogue file names by URL", () => {
  it("fetches a picture from a server it may reach, following a redirect", async () => {
    const fetcher = testPictureFetcher();
    expect(await fetcher.fetch(`${server.origin}/saree.png`)).toEqual(picture);
    expect(await fetcher.fetch(`${server.origin}/to-saree`)).toEqual(picture);
  });

  it("refuses this machine's own address unless a test lets it", async () => {
    const fetcher = new PublicImageFetcher();
    expect(await refusal(fetcher.fetch(`${server.origin}/saree.png`))).toBe(PRIVATE);
    expect(await refusal(fetcher.fetch(server.origin.replace("127.0.0.1", "localhost") + "/saree.png"))).toBe(PRIVATE);
    expect(await refusal(fetcher.fetch(server.origin.replace("127.0.0.1", "[::1]") + "/saree.png"))).toBe(PRIVATE);
  });

  it("refuses private, link-local, shared and reserved addresses before connecting", async () => {
    const fetcher = new PublicImageFetcher({ timeoutMs: 500 });
    for (const host of [
      "10.0.0.7",
      "192.168.1.20",
      "172.16.5.4",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "240.0.0.1",
      "[fd00::1]",
      "[fe80::1]",
      "[::ffff:10.0.0.7]",
      "[::ffff:7f00:1]",
    ]) {
      expect(await refusal(fetcher.fetch(`https://${host}/saree.png`)), host).toBe(PRIVATE);
    }
  });

  it("refuses a redirect to a private address, and more than three redirects", async () => {
    const fetcher = testPictureFetcher();
    expect(await refusal(fetcher.fetch(`${server.origin}/to-private`))).toBe(PRIVATE);
    expect(await refusal(fetcher.fetch(`${server.origin}/to-metadata`))).toBe(PRIVATE);
    expect(await refusal(fetcher.fetch(`${server.origin}/loop-1`))).toBe(
      "The picture's address redirects more than 3 times",
    );
  });

  it("refuses what is not a picture by its bytes, whatever the server calls it, and what is too large", async () => {
    const fetcher = testPictureFetcher();
    expect(await refusal(fetcher.fetch(`${server.origin}/page.png`))).toBe(
      "The address does not give a picture (JPEG, PNG, WebP, AVIF or GIF)",
    );
    const small = testPictureFetcher({ maxBytes: 1024 * 1024 });
    expect(await small.fetch(`${server.origin}/saree.png`)).toEqual(picture);
    const tiny = testPictureFetcher({ maxBytes: 32 * 1024 });
    expect(await refusal(tiny.fetch(`${server.origin}/huge.png`))).toBe("The picture is larger than 32 KB");
  });

  it("refuses addresses that are not https", async () => {
    const fetcher = testPictureFetcher();
    expect(await refusal(fetcher.fetch("http://example.com/saree.png"))).toBe(
      "Pictures are fetched only from https:// addresses",
    );
    expect(await refusal(fetcher.fetch("file:///etc/passwd"))).toBe(
      "Pictures are fetched only from https:// addresses",
    );
    expect(await refusal(fetcher.fetch("not an address"))).toBe("The picture's address is not a web address");
  });

  it("knows public addresses from the rest", () => {
    expect(addressVerdict("8.8.8.8")).toBe("public");
    expect(addressVerdict("2606:4700:4700::1111")).toBe("public");
    expect(addressVerdict("127.0.0.1")).toBe("loopback");
    expect(addressVerdict("::1")).toBe("loopback");
    expect(addressVerdict("::ffff:127.0.0.1")).toBe("loopback");
    expect(addressVerdict("100.127.255.255")).toBe("notPublic");
    expect(addressVerdict("198.18.0.1")).toBe("notPublic");
  });
});
