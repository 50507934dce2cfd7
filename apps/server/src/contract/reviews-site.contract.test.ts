import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TestShop } from "../test/test-app.js";
import { aProduct } from "../test/catalogue-builders.js";
import { aSignedInUser } from "../test/user-builders.js";
import { aPhoto, startListeningShop, type SpecClient } from "./spec-client.js";
import { answerOf, Pagination, read, Review, Slide } from "./spec-entities.js";

/** The review and site calls of docs/api.md#reviews and #site, called as a client written from the spec calls them. */

let shop: TestShop;
let guest: SpecClient;
let admin: SpecClient;

const SiteData = answerOf({ siteData: z.array(Slide) });

beforeAll(async () => {
  ({ shop, guest, admin } = await startListeningShop());
});
afterAll(() => shop.close());

describe("reviews", () => {
  it("creates, reads, updates and deletes a review with the spec's fields", async () => {
    const product = await aProduct(shop.deps.db, { name: "Kota Doria Saree" });
    const { token } = await aSignedInUser(shop.deps.db, { fullname: "Anjali Rao" });
    const reviewer = guest.as(token);

    const { savedReview } = read(
      answerOf({ savedReview: Review }),
      await reviewer.form("POST", "/review/createReview", { review: "Light and airy, true to the photos.", stars: "4.5", productId: product.id }),
    );
    expect(savedReview).toMatchObject({ stars: 4.5, productId: product.id, user: { fullname: "Anjali Rao" } });

    const Reviews = answerOf({ reviews: z.array(Review), myReview: Review.nullable(), pagination: Pagination });
    const listed = read(Reviews, await reviewer.get("/review/getReview", { productId: product.id, limit: 99999 }));
    expect(listed.reviews.map((review) => review._id)).toEqual([savedReview._id]);
    expect(listed.myReview?._id).toBe(savedReview._id);
    const anonymous = read(Reviews, await guest.get("/review/getReview", { productId: product.id }));
    expect(anonymous.myReview).toBeNull();

    const { updatedReview } = read(
      answerOf({ updatedReview: Review }),
      await reviewer.json("POST", "/review/updateReview", { review: "Light, airy and well finished.", stars: 5, reviewId: savedReview._id }),
    );
    expect(updatedReview).toMatchObject({ stars: 5, review: "Light, airy and well finished." });

    const stranger = guest.as((await aSignedInUser(shop.deps.db)).token);
    expect((await stranger.form("POST", "/review/deleteReview", { reviewId: savedReview._id })).status).toBe(403);
    read(answerOf({}), await reviewer.form("POST", "/review/deleteReview", { reviewId: savedReview._id }));
    expect(read(Reviews, await guest.get("/review/getReview", { productId: product.id })).reviews).toEqual([]);
  });
});

describe("site data", () => {
  async function slideForm(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("smallImage", await aPhoto("small.jpg"));
    form.append("largeImage", await aPhoto("large.jpg"));
    return form;
  }

  it("adds, changes, moves and deletes slides, each answered with siteData", async () => {
    const first = read(SiteData, await admin.multipart("POST", "/site/addSiteData", await slideForm({ title: "Wedding Silks", description: "Kanjivaram and Banarasi for the big day" })));
    const second = read(SiteData, await admin.multipart("POST", "/site/addSiteData", await slideForm({ title: "Festive Cottons", description: "Light weaves for long days" })));
    expect(second.siteData.map((slide) => slide.title)).toEqual(["Wedding Silks", "Festive Cottons"]);
    const festive = second.siteData[1]!;

    const renamed = read(SiteData, await admin.multipart("PUT", "/site/updateSiteData", await slideForm({ id: festive._id, title: "Festive Cottons and Linens", description: "Light weaves for long days" })));
    expect(renamed.siteData[1]!.title).toBe("Festive Cottons and Linens");

    const moved = read(SiteData, await admin.form("PUT", "/site/updateSiteArrangements", { id: festive._id, type: "UP" }));
    expect(moved.siteData.map((slide) => slide._id)).toEqual([festive._id, first.siteData[0]!._id]);
    const deleted = read(SiteData, await admin.json("PUT", "/site/updateSiteArrangements", { id: festive._id, type: "DELETE" }));
    expect(deleted.siteData.map((slide) => slide._id)).toEqual([first.siteData[0]!._id]);

    expect(read(SiteData, await guest.get("/site/getSiteData")).siteData).toHaveLength(1);
  });

  it("reads and saves the banner and the footer", async () => {
    const Banner = answerOf({ banner: z.looseObject({ text: z.string() }) });
    for (const method of ["GET", "POST"] as const) read(Banner, await guest.json(method, "/site/getBanner"));
    const saved = read(Banner, await admin.form("PUT", "/site/updateBanner", { text: "Free shipping across India" }));
    expect(saved.banner.text).toBe("Free shipping across India");

    const Footer = answerOf({ footer: z.looseObject({ about: z.string(), email: z.string() }) });
    const { footer } = read(Footer, await guest.get("/site/getFooter"));
    const changed = read(Footer, await admin.json("PUT", "/site/updateFooter", { ...footer, about: "Handwoven sarees from Varanasi." }));
    expect(changed.footer.about).toBe("Handwoven sarees from Varanasi.");
    expect((await guest.json("PUT", "/site/updateFooter", footer)).status).toBe(401);
  });
});
