import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPathFor, safeNextPath } from "./next-path";

describe("the next path after login", () => {
  it("keeps a path of the shop with its query and anchor", () => {
    expect(safeNextPath("/cart")).toBe("/cart");
    expect(safeNextPath("/search?category=c1&page=2")).toBe("/search?category=c1&page=2");
    expect(safeNextPath("/myaccount#manageAccount")).toBe("/myaccount#manageAccount");
  });

  it.each([
    ["another site", "https://evil.example/steal"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a scheme without slashes", "javascript:alert(1)"],
    ["a relative path", "cart"],
    ["a tab inside the address", "/\t/evil.example"],
    ["a newline inside the address", "/cart\n"],
    ["a dot segment before two slashes", "/.//evil.example"],
    ["dot segments that climb to two slashes", "/a/..//evil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["a mixed encoding", "/%2F\\evil.example"],
    ["nothing", ""],
  ])("refuses %s", (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it("whatever it is given, answers nothing or a path that stays on the shop, read raw or decoded", () => {
    const shop = "https://pallu.example";
    const pieces = fc.constantFrom("/", "//", "\\", ".", "..", "%2F", "%2f", "%5C", "%5c", "%2E", "evil.example", "@", ":", "?", "#", "cart", "\t", "%09");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")), fc.string(), (built, anything) => {
        for (const raw of [built, `/${built}`, anything]) {
          const next = safeNextPath(raw);
          if (next === null) continue;
          expect(next.startsWith("/") && !next.startsWith("//")).toBe(true);
          expect(new URL(next, shop).origin).toBe(shop);
          expect(new URL(decodeURIComponent(next), shop).origin).toBe(shop);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("never leads back to the login, sign-up or reset pages", () => {
    expect(safeNextPath("/login")).toBeNull();
    expect(safeNextPath("/signup?next=/cart")).toBeNull();
    expect(safeNextPath("/reset-password/abc")).toBeNull();
    expect(safeNextPath("/LOGIN")).toBeNull();
  });

  it("goes to /myaccount when there is no usable next path", () => {
    expect(afterLoginPath(null)).toBe("/myaccount");
    expect(afterLoginPath("//evil.example")).toBe("/myaccount");
    expect(afterLoginPath("/orders/o1")).toBe("/orders/o1");
    expect(afterLoginPath(null, { isAdmin: true })).toBe("/admin/dashboard");
    expect(afterLoginPath("/admin/orders", { isAdmin: true })).toBe("/admin/orders");
  });

  it("remembers the page a guest was stopped at", () => {
    expect(loginPathFor({ pathname: "/booking", search: "?from=cart" })).toBe("/login?next=%2Fbooking%3Ffrom%3Dcart");
    expect(loginPathFor({ pathname: "/", search: "" })).toBe("/login");
  });
});
