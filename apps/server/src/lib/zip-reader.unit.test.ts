import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipOf } from "../test/zip-of.js";
import { unpackZipEntry, ZipError, zipEntries } from "./zip-reader.js";

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: unknown) => (error instanceof ZipError ? error.problem : error),
  );

describe("reading a zip", () => {
  it("lists its files and unpacks the one asked for, stored or deflated", async () => {
    const zip = Buffer.from(
      zipSync({
        "photos/front.png": [new Uint8Array([1, 2, 3]), { level: 0 }],
        "notes.txt": new TextEncoder().encode("hello"),
      }),
    );
    const entries = zipEntries(zip, 10);
    expect(entries.map((entry) => entry.name)).toEqual(["photos/front.png", "notes.txt"]);
    expect([...(await unpackZipEntry(zip, entries[0]!, 100))]).toEqual([1, 2, 3]);
    expect((await unpackZipEntry(zip, entries[1]!, 100)).toString()).toBe("hello");
  });

  it("refuses more files than allowed before reading any", () => {
    const zip = zipOf({ a: new Uint8Array(0), b: new Uint8Array(0), c: new Uint8Array(0) });
    expect(() => zipEntries(zip, 2)).toThrow(expect.objectContaining({ problem: "tooManyEntries" }));
  });

  it("stops unpacking at the size allowed, whatever size the zip declares", async () => {
    const zip = zipOf({ big: new Uint8Array(1024 * 1024) });
    zip.writeUInt32LE(10, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const [entry] = zipEntries(zip, 10);
    expect(await problemOf(unpackZipEntry(zip, entry!, 64 * 1024))).toBe("tooLarge");
    expect((await unpackZipEntry(zip, entry!, 1024 * 1024)).length).toBe(1024 * 1024);
  });

  it("tells a file that is not a zip, a damaged file and one it cannot unpack apart", async () => {
    expect(() => zipEntries(Buffer.from("not a zip at all, just some text"), 10)).toThrow(
      expect.objectContaining({ problem: "unreadable" }),
    );
    const zip = zipOf({ a: new TextEncoder().encode("hello hello hello") });
    const [entry] = zipEntries(zip, 10);
    const damaged = Buffer.from(zip);
    damaged.fill(0xff, 30 + 1, 30 + 1 + entry!.compressedSize);
    expect(await problemOf(unpackZipEntry(damaged, entry!, 100))).toBe("damaged");
    expect(await problemOf(unpackZipEntry(zip, { ...entry!, method: 12 }, 100))).toBe("unsupported");
    expect(await problemOf(unpackZipEntry(zip, { ...entry!, encrypted: true }, 100))).toBe("encrypted");
  });
});
