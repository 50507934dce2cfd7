import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "@/app/store";
import { cartApi } from "@/features/cart/api/cart-api";
import { productRead } from "@/features/catalogue/api/catalogue-api";
import { reviewsApi } from "@/features/reviews/api/reviews-api";
import { tailoringApi } from "@/features/tailoring/api/tailoring-api";
import { stubApi } from "@/test/fetch-stub";
import { visitAnswers } from "./page-query";
import { releaseShopStore } from "./shop-store";

const SAREE = { _id: "p1", slug: "kanjivaram-silk-saree", name: "Kanjivaram Silk Saree" };
const shown = productRead({ id: SAREE.slug });

afterEach(() => vi.unstubAllGlobals());

/** A product page on screen: its answer is kept and watched, as usePageRead keeps it. */
function productPageOnScreen() {
  visitAnswers().put(shown.path, { data: SAREE });
  return visitAnswers().watch(shown);
}

describe("a storefront read on screen, after a write the shop accepted", () => {
  it("is asked again when the write may change it (a review moves the product's rating)", async () => {
    const calls = stubApi({
      "POST /review/createReview": { body: { success: true, message: "Review added", savedReview: { _id: "r1" } } },
      "GET /products/getProduct": { body: { success: true, message: "Product found", product: { ...SAREE, rating: 5 } } },
    });
    const store = createAppStore();
    const leave = productPageOnScreen();
    await store.dispatch(reviewsApi.endpoints.createReview.initiate({ productId: SAREE._id, stars: 5, review: "Lovely zari" }) as never);
    await waitFor(() => expect(calls.filter((call) => call.path === "/products/getProduct")).toHaveLength(1));
    leave();
    releaseShopStore(store);
  });

  it.each([
    ["a cart save", "POST /order/updateMyCart", () => cartApi.endpoints.updateMyCart.initiate([])],
    [
      "her measurements saved on a product page",
      "POST /user/saveMeasurementProfile",
      () => tailoringApi.endpoints.saveMeasurementProfile.initiate({ name: "Amma", unit: "in", measurements: { bust: 38 } }),
    ],
  ])("is not asked again for %s, which changes nothing a storefront page shows", async (_write, route, write) => {
    const calls = stubApi({
      "POST /order/updateMyCart": { body: { success: true, message: "Cart updated", cart: [], unavailable: [], removed: [] } },
      "POST /user/saveMeasurementProfile": { body: { success: true, message: "Saved", profile: { _id: "m1", name: "Amma" } } },
    });
    const store = createAppStore();
    const leave = productPageOnScreen();
    await store.dispatch(write() as never);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([route]);
    expect(visitAnswers().entry(shown.path)).toMatchObject({ data: SAREE, stale: false });
    leave();
    releaseShopStore(store);
  });
});

describe("a long visit's answers", () => {
  it("keeps the last two hundred read, and always those a page shows", () => {
    const answers = visitAnswers();
    const leave = productPageOnScreen();
    for (let index = 0; index < 250; index += 1) answers.put(`/products/getAllProduct?page=${index}`, { data: { index } });
    expect(answers.entry(shown.path)?.data).toEqual(SAREE);
    expect(answers.entry("/products/getAllProduct?page=0")).toBeUndefined();
    expect(answers.entry("/products/getAllProduct?page=249")?.data).toEqual({ index: 249 });
    expect(answers.embedded()).not.toHaveProperty("/products/getAllProduct?page=50");
    leave();
  });
});
