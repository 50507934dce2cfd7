import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "./bootstrap.js";
import { users } from "./db/schema/index.js";
import { startTestShop, type TestShop } from "./test/test-app.js";

let shop: TestShop;
const quiet = { info: () => undefined };

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_EMAIL: "meera.iyer@pallu.test", ADMIN_PASSWORD: "kanjivaram-silk-9" });
});
afterAll(() => shop.close());

describe("the first admin", () => {
  it("is named after her address, so the back office greets a person and not the shop", async () => {
    await ensureAdmin(shop.deps, quiet);
    const [admin] = await shop.deps.db
      .select({ fullname: users.fullname })
      .from(users)
      .where(eq(users.email, "meera.iyer@pallu.test"));
    expect(admin?.fullname).toBe("Meera Iyer");
  });
});
