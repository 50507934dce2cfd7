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
    ["nothing", ""],
  ])("refuses %s", (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
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
  });

  it("remembers the page a guest was stopped at", () => {
    expect(loginPathFor({ pathname: "/booking", search: "?from=cart" })).toBe("/login?next=%2Fbooking%3Ffrom%3Dcart");
    expect(loginPathFor({ pathname: "/", search: "" })).toBe("/login");
  });
});
