import { describe, expect, it } from "vitest";
import { etagOf, isNotModified } from "./etag.js";

describe("ETags", () => {
  it("names the same body with the same weak tag, and a changed body with another", () => {
    expect(etagOf("<p>Kanjivaram</p>")).toBe(etagOf(Buffer.from("<p>Kanjivaram</p>")));
    expect(etagOf("<p>Kanjivaram</p>")).not.toBe(etagOf("<p>Banarasi</p>"));
    expect(etagOf("x")).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it("answers Not Modified when If-None-Match names the tag, weakly or strongly, alone or in a list", () => {
    const tag = etagOf("page");
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(tag.slice(2), tag)).toBe(true);
    expect(isNotModified(`"other", ${tag}`, tag)).toBe(true);
    expect(isNotModified("*", tag)).toBe(true);
  });

  it("sends the body when the caller holds another tag or none", () => {
    const tag = etagOf("page");
    expect(isNotModified(undefined, tag)).toBe(false);
    expect(isNotModified("", tag)).toBe(false);
    expect(isNotModified(etagOf("older page"), tag)).toBe(false);
  });
});
