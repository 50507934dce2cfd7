import { describe, expect, it } from "vitest";
import { jsonLdFor } from "./json-ld.js";
import { aSearchPage, aSeoSaree, aShopIdentity } from "../../../test/seo-pages.js";

const shop = aShopIdentity({ email: "care@pallu.example", sameAs: ["https://instagram.com/pallu"] });
const saree = aSeoSaree({
  description: "Pure mulberry silk.",
  images: ["/images/0123456789abcdef01234567-640.webp", "data:image/svg+xml,<svg/>"],
  discountPrice: 5399.1,
});

type Thing = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of the HTML, parsed as a search engine would. */
function things(html: string): Thing[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.map(([whole]) => whole).join("\n")).toBe(html);
  return blocks.map(([, json]) => JSON.parse(json!) as Thing);
}
const ofType = (html: string, type: string) => things(html).find((thing) => thing["@type"] === type);

/** The properties a product rich result requires: name, image, and an offer, review or rating; an offer's price and currency. */
function expectProductRichResult(product: Thing) {
  expect(product["@context"]).toBe("https://schema.org");
  expect(typeof product.name).toBe("string");
  expect((product.image as string[]).length).toBeGreaterThan(0);
  for (const image of product.image as string[]) expect(image).toMatch(/^https:\/\//);
  const offer = product.offers as Thing;
  expect(offer["@type"]).toBe("Offer");
  expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
  expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
}

function expectBreadcrumbs(list: Thing | undefined, names: string[]) {
  expect(list).toBeDefined();
  const items = list!.itemListElement as Thing[];
  expect(items.map((item) => item.name)).toEqual(names);
  items.forEach((item, index) => {
    expect(item["@type"]).toBe("ListItem");
    expect(item.position).toBe(index + 1);
    // every crumb but the page itself links to its page
    if (index < items.length - 1) expect(item.item).toMatch(/^https:\/\/pallu\.example\//);
  });
}

describe("a page's structured data", () => {
  it("describes a product with its offer in decimal rupees, its rating and where it sits in the shop", () => {
    const html = jsonLdFor({ kind: "product", product: saree }, shop);
    const product = ofType(html, "Product")!;
    expectProductRichResult(product);
    expect(product.image).toEqual(["https://pallu.example/images/0123456789abcdef01234567-1280.webp"]);
    expect(product.offers).toMatchObject({
      price: "5399.10",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url: "https://pallu.example/product/kanjivaram-silk-saree",
      seller: { "@type": "Organization", name: "Pallu" },
    });
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expectBreadcrumbs(ofType(html, "BreadcrumbList"), ["Home", "Silk Sarees", "Kanjivaram Silk Saree"]);
  });

  it("marks a sold-out product out of stock and gives no rating to one nobody has reviewed", () => {
    const product = ofType(
      jsonLdFor({ kind: "product", product: { ...saree, stock: 0, reviewCount: 0, rating: 0, category: null } }, shop),
      "Product",
    )!;
    expectProductRichResult(product);
    expect((product.offers as Thing).availability).toBe("https://schema.org/OutOfStock");
    expect(product).not.toHaveProperty("aggregateRating");
    expect(product).not.toHaveProperty("category");
  });

  it("cannot be closed early by what a seller writes", () => {
    const html = jsonLdFor(
      { kind: "product", product: { ...saree, name: "</script><script>alert(1)</script>", description: "a\u2028b" } },
      shop,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("\u2028");
    expect(ofType(html, "Product")!.name).toBe("</script><script>alert(1)</script>");
  });

  it("names the shop and its search on the home page", () => {
    const html = jsonLdFor({ kind: "home" }, shop);
    expect(ofType(html, "Organization")).toMatchObject({
      name: "Pallu",
      url: "https://pallu.example/",
      sameAs: ["https://instagram.com/pallu"],
    });
    expect(ofType(html, "WebSite")).toMatchObject({
      url: "https://pallu.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://pallu.example/search?search={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("places searches, reviews and information pages below home", () => {
    const search = (page: Parameters<typeof aSearchPage>[0]) => aSearchPage({ totalCount: 3, ...page });
    expectBreadcrumbs(ofType(jsonLdFor(search({ search: "silk" }), shop), "BreadcrumbList"), [
      "Home",
      "Search",
      "“silk”",
    ]);
    expectBreadcrumbs(ofType(jsonLdFor(search({ category: saree.category! }), shop), "BreadcrumbList"), [
      "Home",
      "Silk Sarees",
    ]);
    expectBreadcrumbs(ofType(jsonLdFor({ kind: "reviews", product: saree }, shop), "BreadcrumbList"), [
      "Home",
      "Silk Sarees",
      "Kanjivaram Silk Saree",
      "Reviews",
    ]);
    expectBreadcrumbs(ofType(jsonLdFor({ kind: "static", page: "aboutUs" }, shop), "BreadcrumbList"), [
      "Home",
      "About us",
    ]);
    expect(jsonLdFor({ kind: "notFound", path: "/nowhere" }, shop)).toBe("");
  });
});
