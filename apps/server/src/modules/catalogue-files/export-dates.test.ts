import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper } from "../../test/user-builders.js";

/** The back office's files are dated by India's calendar: these instants are still the day before in UTC. */
let clock = new Date("2026-03-31T19:00:00Z");
const shop = useTestShop({}, { now: () => clock });
const admin = useSignedInUser(shop, { userType: "Admin" });

describe("the back office's files are dated in India", () => {
  it("names the catalogue file by the day in India: at 00:30 on 1 April, 1 April", async () => {
    clock = new Date("2026-03-31T19:00:00Z");
    const response = await shop.app.inject({
      method: "GET",
      url: "/api/v1/products/exportProducts",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="catalogue-2026-04-01.csv"');
  });

  it("lists an order placed at 03:47 on 27 November in India under that day, at that time", async () => {
    clock = new Date("2026-11-26T22:17:00Z");
    const shopper = await aShopper(shop.deps.db, { fullname: "Asha Rao" });
    const saree = await aSaree(shop.deps.db, { stock: 1, price: 1500, name: "Chanderi Saree" });
    await codOrderFor(shop, shopper, [{ ...saree, quantity: 1 }]);
    const exported = async (day: string) => {
      const response = await shop.app.inject({
        method: "GET",
        url: `/api/v1/orders/exportOrders?from=${day}&to=${day}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return parse(response.body, { columns: true }) as Record<string, string>[];
    };
    expect((await exported("2026-11-27")).map((row) => [row.customer, row.date_ist])).toEqual([
      ["Asha Rao", "2026-11-27 03:47"],
    ]);
    expect(await exported("2026-11-26")).toEqual([]);
  });
});
