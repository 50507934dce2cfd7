import fc from "fast-check";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/index.js";
import { aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { aSignedInUser } from "../../test/user-builders.js";

const shop = useTestShop();

async function post(url: string, headers: Record<string, string>, payload: object) {
  return shop.post(`/review${url}`, headers, payload);
}

async function ratingOf(productId: string) {
  const [row] = await shop.deps.db.select({ rating: products.rating, count: products.reviewCount }).from(products).where(eq(products.id, productId));
  return { rating: row!.rating, count: row!.count };
}

describe("the seller hiding a review", () => {
  it("takes it out of the shoppers' list and the rating, keeps it for the admin, and can show it again", async () => {
    const product = await aProduct(shop.deps.db);
    const kind = await aSignedInUser(shop.deps.db, { fullname: "Lata Menon" });
    const rude = await aSignedInUser(shop.deps.db, { fullname: "Spam Account" });
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    await post("/createReview", kind.headers, { productId: product.id, stars: 5, review: "Lovely drape." });
    const spam = await post("/createReview", rude.headers, { productId: product.id, stars: 1, review: "Buy followers at …" });
    const spamId = (spam.json() as { savedReview: { _id: string } }).savedReview._id;
    expect(await ratingOf(product.id)).toEqual({ rating: 3, count: 2 });

    const hidden = await post("/hideReview", admin.headers, { reviewId: spamId });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ message: "Review hidden", review: { _id: spamId, hidden: true } });
    expect(await ratingOf(product.id)).toEqual({ rating: 5, count: 1 });
    const listFor = async (headers: Record<string, string>) => {
      const response = await shop.app.inject({ method: "GET", url: `/api/v1/review/getReview?productId=${product.id}`, headers });
      return response.json() as { reviews: { _id: string; hidden: boolean }[]; summary: { count: number; average: number } };
    };
    const shopper = await listFor({});
    expect(shopper.reviews.map((review) => review._id)).not.toContain(spamId);
    expect(shopper.summary).toMatchObject({ count: 1, average: 5 });
    expect((await listFor(admin.headers)).reviews).toContainEqual(expect.objectContaining({ _id: spamId, hidden: true }));

    const shown = await post("/hideReview", admin.headers, { reviewId: spamId, hidden: "false" });
    expect(shown.json()).toMatchObject({ message: "Review shown again", review: { hidden: false } });
    expect(await ratingOf(product.id)).toEqual({ rating: 3, count: 2 });
  });

  it("is the admin's alone", async () => {
    const product = await aProduct(shop.deps.db);
    const author = await aSignedInUser(shop.deps.db);
    const saved = await post("/createReview", author.headers, { productId: product.id, stars: 2, review: "Thin fabric." });
    const reviewId = (saved.json() as { savedReview: { _id: string } }).savedReview._id;
    expect((await post("/hideReview", author.headers, { reviewId })).statusCode).toBe(403);
    expect((await post("/hideReview", {}, { reviewId })).statusCode).toBe(401);
    expect(await ratingOf(product.id)).toEqual({ rating: 2, count: 1 });
  });
});

describe("posting reviews", () => {
  it("lets a verified customer review a product once and updates its rating", async () => {
    const product = await aProduct(shop.deps.db);
    const meera = await aSignedInUser(shop.deps.db, { fullname: "Meera Iyer" });
    const saved = await post("/createReview", meera.headers, { productId: product.id, stars: 4.5, review: "Beautiful zari work." });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { savedReview: object }).savedReview).toMatchObject({ stars: 4.5, review: "Beautiful zari work.", user: { fullname: "Meera Iyer" }, verifiedPurchase: false });
    expect(await ratingOf(product.id)).toEqual({ rating: 4.5, count: 1 });
    const second = await post("/createReview", meera.headers, { productId: product.id, stars: 1, review: "again" });
    expect(second.statusCode).toBe(409);
    expect(await ratingOf(product.id)).toEqual({ rating: 4.5, count: 1 });
  });

  it("refuses guests and unverified customers with the spec's message", async () => {
    const product = await aProduct(shop.deps.db);
    const guest = await shop.app.inject({ method: "POST", url: "/api/v1/review/createReview", payload: { productId: product.id, stars: 5, review: "x" } });
    expect(guest.statusCode).toBe(401);
    const unverified = await aSignedInUser(shop.deps.db, { isVerified: false });
    const refused = await post("/createReview", unverified.headers, { productId: product.id, stars: 5, review: "x" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "Verify your account to post review" });
    expect(await ratingOf(product.id)).toEqual({ rating: 0, count: 0 });
  });

  it("accepts stars from 0.5 to 5 in half steps only, and text of 1 to 2000 characters", async () => {
    const product = await aProduct(shop.deps.db);
    for (const stars of [0, 0.25, 5.5, 3.7, -1]) {
      const customer = await aSignedInUser(shop.deps.db);
      expect((await post("/createReview", customer.headers, { productId: product.id, stars, review: "ok" })).statusCode, String(stars)).toBe(400);
    }
    const customer = await aSignedInUser(shop.deps.db);
    expect((await post("/createReview", customer.headers, { productId: product.id, stars: 3, review: "  " })).statusCode).toBe(400);
    expect((await post("/createReview", customer.headers, { productId: product.id, stars: 3, review: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await post("/createReview", customer.headers, { productId: product.id, stars: 0.5, review: "x".repeat(2000) })).statusCode).toBe(200);
  });

  it("returns script and image payloads as plain text", async () => {
    const product = await aProduct(shop.deps.db);
    const customer = await aSignedInUser(shop.deps.db);
    const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    await post("/createReview", customer.headers, { productId: product.id, stars: 2, review: payload });
    const listed = await shop.app.inject({ method: "GET", url: `/api/v1/review/getReview?productId=${product.id}` });
    expect(listed.headers["content-type"]).toContain("application/json");
    expect((listed.json() as { reviews: { review: string }[] }).reviews[0]!.review).toBe(payload);
  });
});

describe("changing reviews", () => {
  it("lets only the author edit, and the author or an admin delete", async () => {
    const product = await aProduct(shop.deps.db);
    const author = await aSignedInUser(shop.deps.db);
    const other = await aSignedInUser(shop.deps.db);
    const admin = await aSignedInUser(shop.deps.db, { userType: "Admin" });
    const { savedReview } = (await post("/createReview", author.headers, { productId: product.id, stars: 2, review: "Thin fabric" })).json() as { savedReview: { _id: string } };
    expect((await post("/updateReview", other.headers, { reviewId: savedReview._id, stars: 5, review: "hijacked" })).statusCode).toBe(403);
    expect((await post("/deleteReview", other.headers, { reviewId: savedReview._id })).statusCode).toBe(403);
    const updated = await post("/updateReview", author.headers, { reviewId: savedReview._id, stars: 4, review: "Softer after a wash" });
    expect((updated.json() as { updatedReview: { stars: number } }).updatedReview.stars).toBe(4);
    expect(await ratingOf(product.id)).toEqual({ rating: 4, count: 1 });
    expect((await post("/deleteReview", admin.headers, { reviewId: savedReview._id })).statusCode).toBe(200);
    expect(await ratingOf(product.id)).toEqual({ rating: 0, count: 0 });
  });

  it("keeps the rating and count exact through any sequence of posts, edits and deletes", async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => aSignedInUser(shop.deps.db)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ who: fc.integer({ min: 0, max: 3 }), action: fc.constantFrom("post", "edit", "delete"), halves: fc.integer({ min: 1, max: 10 }) }), { maxLength: 12 }),
        async (steps) => {
          const product = await aProduct(shop.deps.db);
          const model = new Map<number, { id: string; halves: number }>();
          for (const step of steps) {
            const customer = customers[step.who]!;
            const mine = model.get(step.who);
            if (step.action === "post" && !mine) {
              const response = await post("/createReview", customer.headers, { productId: product.id, stars: step.halves / 2, review: "ok" });
              model.set(step.who, { id: (response.json() as { savedReview: { _id: string } }).savedReview._id, halves: step.halves });
            } else if (step.action === "edit" && mine) {
              await post("/updateReview", customer.headers, { reviewId: mine.id, stars: step.halves / 2, review: "edited" });
              mine.halves = step.halves;
            } else if (step.action === "delete" && mine) {
              await post("/deleteReview", customer.headers, { reviewId: mine.id });
              model.delete(step.who);
            }
          }
          const halves = [...model.values()].map((r) => r.halves);
          const expected = halves.length ? Math.round((halves.reduce((a, b) => a + b, 0) / halves.length / 2) * 10) / 10 : 0;
          const actual = await ratingOf(product.id);
          expect(actual.count).toBe(halves.length);
          expect(actual.rating).toBeCloseTo(expected, 5);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("reading reviews", () => {
  it("lists a product's reviews newest first with the caller's own review, and the best across the shop", async () => {
    const product = await aProduct(shop.deps.db);
    const early = await aSignedInUser(shop.deps.db, { fullname: "Early Bird" });
    const late = await aSignedInUser(shop.deps.db, { fullname: "Late Comer" });
    await post("/createReview", early.headers, { productId: product.id, stars: 5, review: "first" });
    await post("/createReview", late.headers, { productId: product.id, stars: 3, review: "second" });
    const response = await shop.app.inject({ method: "GET", url: `/api/v1/review/getReview?productId=${product.id}&limit=99999`, headers: early.headers });
    const body = response.json() as { reviews: { review: string }[]; myReview: { review: string }; pagination: { limit: number; totalCount: number } };
    expect(body.reviews.map((r) => r.review)).toEqual(["second", "first"]);
    expect(body.myReview.review).toBe("first");
    expect(body.pagination).toMatchObject({ limit: 200, totalCount: 2 });
    expect((response.json() as { summary: object }).summary).toEqual({ average: 4, count: 2, distribution: { "1": 0, "2": 0, "3": 1, "4": 0, "5": 1 } });
    const home = await shop.app.inject({ method: "GET", url: "/api/v1/review/getReview?limit=5" });
    expect((home.json() as { reviews: { stars: number }[] }).reviews[0]!.stars).toBe(5);
  });

  it("counts a half star with the whole stars it reached, so no bar shows a review better than it was", async () => {
    const product = await aProduct(shop.deps.db);
    for (const [name, stars] of [["Meera Iyer", 4.5], ["Kavya Rao", 4.5], ["Farah Siddiqui", 0.5]] as const) {
      const reviewer = await aSignedInUser(shop.deps.db, { fullname: name });
      await post("/createReview", reviewer.headers, { productId: product.id, stars, review: "ok" });
    }
    const response = await shop.app.inject({ method: "GET", url: `/api/v1/review/getReview?productId=${product.id}` });
    expect((response.json() as { summary: object }).summary).toEqual({
      average: 3.2,
      count: 3,
      distribution: { "1": 1, "2": 0, "3": 0, "4": 2, "5": 0 },
    });
  });
});
