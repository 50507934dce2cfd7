import { afterAll, beforeAll } from "vitest";
import { startTestShop, type TestShop, type TestShopOptions } from "./test-app.js";
import { aShopper, aSignedInUser, type Shopper, type SignedInUser, type UserInput } from "./user-builders.js";

/**
 * What a test file sets up once for all its tests. Each handle is filled in before the file's
 * first test, so it is read inside hooks and tests only.
 */

function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}

/** The file's shop, started before its tests and closed after them. */
export function useTestShop(env: Record<string, string> = {}, options: TestShopOptions = {}): TestShop {
  const shop = madeBeforeAll(() => startTestShop(env, options));
  afterAll(() => shop.close());
  return shop;
}

/** A user signed in for the whole file. */
export const useSignedInUser = (shop: TestShop, input: Omit<UserInput, "password"> = {}): SignedInUser =>
  madeBeforeAll(() => aSignedInUser(shop.deps.db, input));

/** A shopper ready to check out (signed in, one saved address), for the whole file. */
export const useShopper = (shop: TestShop, input: Omit<UserInput, "password"> = {}): Shopper =>
  madeBeforeAll(() => aShopper(shop.deps.db, input));
