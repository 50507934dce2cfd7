import { describe, expect, it } from "vitest";
import { deskCount, deskFiltersFrom, deskParams } from "./desk-params";

describe("the order desk's address", () => {
  it("keeps a search and every filter, and reads them back", () => {
    const filters = {
      status: "Pending",
      search: "9811122233",
      paymentType: "COD" as const,
      from: "2026-11-01",
      to: "2026-11-03",
      sortBy: "totalPrice" as const,
      sortOrder: "desc" as const,
    };
    const params = deskParams(filters);
    expect(params.toString()).toBe(
      "status=Pending&q=9811122233&payment=COD&from=2026-11-01&to=2026-11-03&sort=totalPrice%3Adesc",
    );
    expect(deskFiltersFrom(params)).toEqual(filters);
  });

  it("leaves out what it does not understand", () => {
    expect(deskFiltersFrom(new URLSearchParams("payment=Cheque&from=yesterday&sort=name:up&q=%20%20"))).toEqual({
      status: undefined,
      search: undefined,
      paymentType: undefined,
      from: undefined,
      to: undefined,
      sortBy: undefined,
      sortOrder: undefined,
    });
  });
});

describe("the desk's counts", () => {
  it("read in Indian digits, and as 10,000+ past the cap", () => {
    expect(deskCount(1234)).toBe("1,234");
    expect(deskCount(10_000)).toBe("10,000");
    expect(deskCount(10_001)).toBe("10,000+");
    expect(deskCount(20_002, true)).toBe("10,000+");
  });
});
