import { describe, expect, it } from "vitest";
import { pageEncodingFor } from "./page-encoding.js";

describe("a page's encoding, from the browser's Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["BR", "br"],
    ["*", "gzip"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s is sent as %s", (acceptEncoding, encoding) => {
    expect(pageEncodingFor(acceptEncoding)).toBe(encoding);
  });
});
