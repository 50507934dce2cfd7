import { describe, expect, it } from "vitest";
import { headFor, shortDescription } from "./head-tags.js";
import { aSearchPage, aSeoSaree, aShopIdentity } from "../../../test/seo-pages.js";

const shop = aShopIdentity();
const saree = aSeoSaree();

/** The head's tags as name/property → content, and its title, canonical URL and robots rule. */
function read(html: string) {
  const metas = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    metas.set(key!, content!);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    // an attribute as the browser reads it
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    metas,
  };
}

const search = aSearchPage;

describe("a page's head", () => {
  it("names the shop and its tagline on the home page, with an absolute canonical URL and a large shared-link picture", () => {
    const head = read(headFor({ kind: "home", heroImage: "/images/0123456789abcdef01234567-640.webp" }, shop));
    expect(head.title).toBe("Pallu — Handwoven Sarees &amp; Indian Clothing");
    expect(head.canonical).toBe("https://pallu.example/");
    expect(head.metas.get("og:url")).toBe("https://pallu.example/");
    expect(head.metas.get("og:type")).toBe("website");
    expect(head.metas.get("og:site_name")).toBe("Pallu");
    expect(head.metas.get("og:image")).toBe("https://pallu.example/images/og/home.jpg?v=0123456789abcdef01234567");
    expect([head.metas.get("og:image:width"), head.metas.get("og:image:height")]).toEqual(["1200", "630"]);
    expect(head.metas.get("twitter:card")).toBe("summary_large_image");
    expect(head.metas.get("description")).toBe(shop.about);
    expect(head.metas.has("robots")).toBe(false);
  });

  it("gives a product its name and price in rupees as the shop writes them, its picture, and its price for shared links", () => {
    const head = read(headFor({ kind: "product", product: saree }, shop));
    expect(head.title).toBe("Kanjivaram Silk Saree — ₹12,999 | Pallu");
    expect(head.canonical).toBe("https://pallu.example/product/kanjivaram-silk-saree");
    expect(head.metas.get("og:type")).toBe("product");
    expect(head.metas.get("og:image")).toBe(
      `https://pallu.example/images/og/product/${saree._id}.jpg?v=0123456789abcdef01234567`,
    );
    expect(head.metas.get("product:price:amount")).toBe("12999.00");
    expect(head.metas.get("product:price:currency")).toBe("INR");
    expect(head.metas.get("description")).toBe(saree.description);
    expect(head.metas.get("twitter:image")).toBe(head.metas.get("og:image"));
  });

  it("escapes whatever the seller or shopper wrote", () => {
    const html = headFor(
      {
        kind: "product",
        product: { ...saree, name: `</title><script>alert("x")</script>`, description: `"quoted" & <b>bold</b>` },
      },
      shop,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(read(html).metas.get("description")).toBe("&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;");
    const searched = headFor(search({ search: `"><img src=x onerror=alert(1)>` }), shop);
    expect(searched).not.toContain("<img");
  });

  it("names the search and its category, and indexes only a first page with results, neither filtered nor sorted", () => {
    const category = { _id: saree.category!._id, slug: "silk-sarees", name: "Silk Sarees" };
    const inCategory = read(headFor(search({ category }), shop));
    expect(inCategory.title).toBe("Silk Sarees | Pallu");
    expect(inCategory.canonical).toBe("https://pallu.example/search?category=silk-sarees");
    expect(inCategory.metas.has("robots")).toBe(false);

    const searched = read(headFor(search({ search: "silk", category }), shop));
    expect(searched.title).toBe("“silk” in Silk Sarees | Pallu");
    expect(searched.canonical).toBe("https://pallu.example/search?search=silk&category=silk-sarees");
    expect(searched.metas.has("robots")).toBe(false);

    for (const page of [
      search({ search: "silk", page: 2 }),
      search({ search: "silk", narrowed: true }),
      search({ category, page: 2 }),
      search({ category, totalCount: 0 }),
      search({ category, narrowed: true }),
    ]) {
      expect(read(headFor(page, shop)).metas.get("robots")).toBe("noindex, follow");
    }
    expect(read(headFor(search({ category, page: 3 }), shop)).title).toBe("Silk Sarees — page 3 | Pallu");
    expect(read(headFor(search({ category, totalCount: 0 }), shop)).metas.get("description")).toBe(
      "Nothing matches Silk Sarees at Pallu yet.",
    );
  });

  it("shows a search's first result as its shared-link picture", () => {
    const head = read(
      headFor(search({ search: "silk", firstProduct: { _id: saree._id, images: saree.images } }), shop),
    );
    expect(head.metas.get("og:image")).toBe(
      `https://pallu.example/images/og/product/${saree._id}.jpg?v=0123456789abcdef01234567`,
    );
  });

  it("gives the reviews page the product's rating, and keeps it out of the index while there are none", () => {
    const reviewed = read(headFor({ kind: "reviews", product: saree }, shop));
    expect(reviewed.title).toBe("Reviews of Kanjivaram Silk Saree — rated 4.5 of 5 by 2 | Pallu");
    expect(reviewed.canonical).toBe(`https://pallu.example/reviews/${saree._id}`);
    expect(reviewed.metas.has("product:price:amount")).toBe(false);
    expect(reviewed.metas.has("robots")).toBe(false);
    expect(read(headFor({ kind: "reviews", product: { ...saree, reviewCount: 0 } }, shop)).metas.get("robots")).toBe(
      "noindex, follow",
    );
  });

  it("titles the information pages and keeps a missing page out of the index without a canonical URL", () => {
    const refund = read(headFor({ kind: "static", page: "refund" }, shop));
    expect(refund.title).toBe("Returns and refunds | Pallu");
    expect(refund.canonical).toBe("https://pallu.example/refund");
    const missing = read(headFor({ kind: "notFound", path: "/nowhere" }, shop));
    expect(missing.title).toBe("Page not found | Pallu");
    expect(missing.metas.get("robots")).toBe("noindex, follow");
    expect(missing.canonical).toBeUndefined();
    expect(missing.metas.has("og:url")).toBe(false);
  });

  it("cuts a long description at a word, on one line", () => {
    const long = `${"Handwoven silk with a zari border,\n ".repeat(10)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/border…$|silk…$|zari…$|a…$|with…$|Handwoven…$/);
    expect(short).not.toContain("\n");
  });
});
