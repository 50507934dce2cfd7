import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { aCategory, aProduct } from "../../test/catalogue-builders.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { pageHead } from "./page-head.js";
import type { HeadAnswers } from "./render-reads.js";

const shop = useTestShop();

/** The answers a render read, by the API path each came from. */
const answered = (byPath: Record<string, unknown>): HeadAnswers => ({ of: (path) => (path in byPath ? [byPath[path]] : []) });

// A database that must not be read: the head comes from what the render already read.
const noDatabase = new Proxy({}, { get: () => { throw new Error("the database was read"); } }) as Db;

const product = {
  _id: "p-1",
  slug: "red-kanjivaram-silk-saree",
  name: "Red Kanjivaram Silk Saree",
  description: "Woven in Kanchipuram",
  images: ["/images/red-kanji-640.webp"],
  discountPrice: 18500,
  stock: 2,
  rating: 4.5,
  reviewCount: 3,
  category: { _id: "c-1", slug: "kanjivaram", name: "Kanjivaram" },
};

describe("a rendered page's head", () => {
  it("is made from the product its render read, with the product's first picture", async () => {
    const head = await pageHead(noDatabase, "/product/red-kanjivaram-silk-saree", new URLSearchParams(), answered({ "/products/getProduct": { product } }));
    expect(head.seo).toEqual({ kind: "product", product });
    expect(head.images).toEqual([expect.objectContaining({ href: "/images/red-kanji-640.webp" })]);
  });

  it("is made from the listing a search showed and the category it names, sorted as the page sorted it", async () => {
    const listing = { products: [{ _id: "p-2", images: ["/images/cheapest-640.webp"] }], pagination: { totalCount: 14 } };
    const categories = { categories: [{ _id: "c-1", slug: "kanjivaram", name: "Kanjivaram" }] };
    const query = new URLSearchParams("category=kanjivaram&sort=price:asc");
    const head = await pageHead(noDatabase, "/search", query, answered({ "/products/getAllProduct": listing, "/products/category": categories }));
    expect(head.seo).toMatchObject({ kind: "search", category: { slug: "kanjivaram" }, totalCount: 14, narrowed: true, firstProduct: { _id: "p-2" } });
    expect(head.images).toEqual([expect.objectContaining({ href: "/images/cheapest-640.webp" })]);
  });

  it("is made from the hero's first slide on the home page", async () => {
    const slide = { smallImage: "/images/hero-s-640.webp", largeImage: "/images/hero-l-1280.webp" };
    const head = await pageHead(noDatabase, "/", new URLSearchParams(), answered({ "/site/getSiteData": { siteData: [slide] } }));
    expect(head.seo).toEqual({ kind: "home", heroImage: "/images/hero-l-1280.webp" });
    expect(head.images.map((image) => image.href)).toEqual(["/images/hero-s-640.webp", "/images/hero-l-1280.webp"]);
  });

  it("is read from the database, as the page would read it, when the render did not read the product", async () => {
    const category = await aCategory(shop.deps.db, { name: "Paithani" });
    const saved = await aProduct(shop.deps.db, { name: "Peacock Paithani Saree", categoryId: category.id });
    const head = await pageHead(shop.deps.db, `/product/${saved.slug}`, new URLSearchParams(), answered({}));
    expect(head.seo).toMatchObject({ kind: "product", product: { _id: saved.id, name: "Peacock Paithani Saree", category: { name: "Paithani" } } });
    expect(head.images).toHaveLength(1);
  });

  it("needs no data for a static page", async () => {
    expect(await pageHead(noDatabase, "/aboutUs", new URLSearchParams(), answered({}))).toEqual({ seo: { kind: "static", page: "aboutUs" }, images: [] });
  });
});
