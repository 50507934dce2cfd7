import { afterEach, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";

let shop: TestShop | undefined;

afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

async function policiesOf(env: Record<string, string>) {
  shop = await startTestShop(env);
  const response = await shop.app.inject({ method: "GET", url: "/api/v1/site/getPolicies" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { policies: { returnWindowDays: number } }).policies;
}

describe("shop policies for the refund page", () => {
  it("state the return window the order rules apply", async () => {
    expect(await policiesOf({ RETURN_WINDOW_DAYS: "7" })).toMatchObject({ returnWindowDays: 7 });
  });

  it("default to the three-day window", async () => {
    expect(await policiesOf({})).toMatchObject({ returnWindowDays: 3 });
  });
});
