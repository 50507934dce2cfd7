// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShopperCurrencies } from "@pallu/domain";
import { aProduct, aProductDetail } from "@/test/builders";
import { aServiceabilityAnswer } from "@/test/serviceability-builders";
import type { ApiRead } from "./entry-server";

const saree = aProductDetail();

const ANSWERS: Record<string, (body: unknown) => unknown> = {
  "GET /products/category": () => ({ categories: [{ _id: "c1", slug: "silk-sarees", name: "Silk Sarees", image: null, productCount: 8 }] }),
  "GET /products/getAllProduct": (query) => ({
    products: [aProduct()],
    pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 5 },
    ...inDollars(query, { inCurrency: [{ _id: aProduct()._id, minPrice: 158.99, originalPrice: 198.99 }] }),
  }),
  "GET /products/getProduct": (query) =>
    [saree.slug, saree._id].includes((query as { id: string }).id)
      ? {
          product: saree,
          ...inDollars(query, {
            inCurrency: { minPrice: 158.99, buyingOption: [{ _id: "o1", originalPrice: 198.99, discountedPrice: 158.99 }], services: [], suggestions: [] },
          }),
        }
      : undefined,
  "GET /promotions/getOffers": () => ({ offers: [] }),
  "GET /shipping/serviceability": (query) => ((query as { pincode: string }).pincode === "560001" ? aServiceabilityAnswer() : undefined),
  "GET /products/getColors": () => ({ colors: [] }),
  "GET /products/getSizes": () => ({ sizes: ["Free size"] }),
  "GET /products/getPriceRanges": () => ({ priceRanges: [] }),
  "GET /site/getSiteData": () => ({ siteData: [] }),
  "GET /site/getBanner": () => ({ banner: { text: "Free shipping across India", link: "/search" } }),
  "GET /review/getReview": () => ({
    reviews: [],
    myReview: null,
    pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 99999 },
  }),
};

/** What the API adds to a catalogue answer asked for in dollars. */
function inDollars(query: unknown, amounts: object): object {
  return (query as { currency?: string }).currency === "USD" ? { currency: "USD", exchangeRate: 82.038835, ...amounts } : {};
}

const IN_DOLLARS: ShopperCurrencies = {
  currency: "USD",
  offered: [
    { currency: "INR", countries: [], shippingFromRupees: null, freeAboveRupees: null, dutiesOnDelivery: false, note: null },
    {
      currency: "USD",
      countries: [{ code: "US", name: "United States" }],
      shippingFromRupees: 2400,
      freeAboveRupees: 40000,
      dutiesOnDelivery: true,
      note: "Shipping to United States from ₹2,400, free above ₹40,000 · duties paid on delivery",
    },
  ],
};

/** The shop's API as a render reaches it; anything it does not know is a 404, as a missing product is. */
function fakeApi() {
  const asked: string[] = [];
  const read: ApiRead = async (path) => {
    const url = new URL(path, "http://shop.invalid");
    asked.push(`GET ${url.pathname} ${url.search}`.trim());
    const answer = ANSWERS[`GET ${url.pathname}`]?.(Object.fromEntries(url.searchParams));
    // As the server hands it over: the JSON the API sent, parsed.
    return answer === undefined ? { status: 404, body: { success: false, message: "Not found" } } : { status: 200, body: { success: true, ...answer } };
  };
  return { read, asked };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock("./app/server/route-data");
  vi.resetModules();
});

describe("a storefront page rendered on the server", () => {
  it.each([
    ["the home page", "/"],
    ["a search", "/search?search=silk"],
    ["a category listing", "/search?category=silk-sarees&sortBy=price&sortOrder=asc"],
    ["a product page", `/product/${saree.slug}`],
  ])("renders %s once, from the data its route declares", async (_page, url) => {
    const { renderPage } = await import("./entry-server");
    const page = await renderPage(url, fakeApi().read);
    expect(page.undeclared).toEqual([]);
    expect(page.passes).toBe(1);
    expect(page.status).toBe(200);
  });

  it.each([
    ["the home page, with its product strips", "/"],
    ["a search, with its filters", "/search?search=silk"],
    ["a product page", `/product/${saree.slug}`],
  ])("renders %s whole before the code of its later parts has loaded, and the same markup once it has", async (_page, url) => {
    const { renderPage } = await import("./entry-server");
    const first = await renderPage(url, fakeApi().read);
    const later = await renderPage(url, fakeApi().read);
    expect(first.html).not.toContain("<!--$!-->");
    expect(later.html).toBe(first.html);
    expect(later.data).toEqual(first.data);
  });

  it.each([
    ["a product's reviews", `/reviews/${saree._id}`],
    ["the shop's story", "/aboutUs"],
    ["the contact page", "/contactUs"],
    ["the refund policy", "/refund"],
  ])("renders %s once too", async (_page, url) => {
    const { renderPage } = await import("./entry-server");
    expect((await renderPage(url, fakeApi().read)).undeclared).toEqual([]);
  });

  it("asks for no product's offers while the shop runs none, and carries the shop's empty list to the browser", async () => {
    const { renderPage } = await import("./entry-server");
    const api = fakeApi();
    const page = await renderPage(`/product/${saree.slug}`, api.read);
    expect(page.html).toContain(saree.name);
    const { answers } = page.data;
    expect(answers["/promotions/getOffers"]?.data).toEqual([]);
    expect(answers[`/promotions/getOffers?productId=${saree._id}`]).toBeUndefined();
    expect(api.asked.filter((asked) => asked.startsWith("GET /promotions/"))).toEqual(["GET /promotions/getOffers"]);
    expect(answers[`/products/getProduct?id=${saree.slug}`]?.data).toMatchObject({ name: saree.name });
  });

  it("fetches the product's own offers before the render while the shop runs some, shows them and carries them to the browser", async () => {
    const prepaid = { _id: "p1", title: "Festive prepaid", type: "fixed", value: 100, paymentType: "online", minCartValue: null, buyQuantity: null, getQuantity: null, combinable: true, combinesWithCodes: true };
    const forSilkOnly = { ...prepaid, _id: "p2", title: "Silk week", type: "percentage", value: 10, paymentType: null };
    vi.spyOn(ANSWERS, "GET /promotions/getOffers").mockImplementation((query) => ({
      offers: (query as { productId?: string }).productId === saree._id ? [prepaid] : [prepaid, forSilkOnly],
    }));
    const { renderPage } = await import("./entry-server");
    const page = await renderPage(`/product/${saree.slug}`, fakeApi().read);
    expect(page.passes).toBe(1);
    expect(page.undeclared).toEqual([]);
    expect(page.html).toContain("on prepaid orders");
    expect(page.html).not.toContain("Silk week");
    expect(page.data.answers[`/promotions/getOffers?productId=${saree._id}`]?.data).toEqual([prepaid]);
  });

  it("answers a PIN code sent by the delivery check's form before the page's script ran, in the same single render", async () => {
    const { renderPage } = await import("./entry-server");
    const api = fakeApi();
    const page = await renderPage(`/product/${saree.slug}?pincode=560-001`, api.read);
    expect(page.undeclared).toEqual([]);
    expect(page.passes).toBe(1);
    expect(page.html).toContain("Delivery by Thu, 3 Dec");
    expect(page.html).toContain("Cash on delivery available");
    expect(api.asked.filter((asked) => asked.startsWith("GET /shipping/"))).toEqual([`GET /shipping/serviceability ?pincode=560001&productId=${saree._id}`]);
  });

  it.each([
    ["the home page", "/"],
    ["a product page", `/product/${saree.slug}`],
  ])("renders %s in the shopper's currency once, with the server's amounts and what is true of shipping to her", async (_page, url) => {
    const { renderPage } = await import("./entry-server");
    const api = fakeApi();
    const page = await renderPage(url, api.read, IN_DOLLARS);
    expect(page.undeclared).toEqual([]);
    expect(page.passes).toBe(1);
    expect(page.html).toContain("$158.99");
    expect(page.html).toContain("$198.99");
    expect(page.html).not.toContain("₹12,999");
    const prices = api.asked.filter((asked) => /\/products\/get(AllProduct|Product) /.test(asked));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((asked) => !asked.includes("currency=USD"))).toEqual([]);
    expect(page.html).toContain('aria-label="Currency: USD"');
  });

  it("tells a shopper reading dollars where the shop ships and on what terms, not of free shipping in India", async () => {
    const { renderPage } = await import("./entry-server");
    const page = await renderPage("/", fakeApi().read, IN_DOLLARS);
    expect(page.html).toContain("Shipping to United States from ₹2,400, free above ₹40,000 · duties paid on delivery");
    expect(page.html).not.toContain("Free shipping across India");
    const inRupees = await renderPage("/", fakeApi().read, { ...IN_DOLLARS, currency: "INR" });
    expect(inRupees.html).toContain("Free shipping across India");
  });

  it("asks the API each question once, even for a product that is not there", async () => {
    const { renderPage } = await import("./entry-server");
    const api = fakeApi();
    const page = await renderPage("/product/no-such-saree", api.read);
    expect(page.status).toBe(404);
    expect(page.passes).toBe(1);
    expect(new Set(api.asked).size).toBe(api.asked.length);
  });

  it("renders a second time, and names what it asked for, when its route declares too little", async () => {
    vi.doMock("./app/server/route-data", () => ({ routeData: () => [] }));
    const { renderPage } = await import("./entry-server");
    const page = await renderPage("/search?search=silk", fakeApi().read);
    expect(page.passes).toBe(2);
    expect(page.undeclared).toContain("/products/getAllProduct?page=1&search=silk");
    expect(page.html).toContain(aProduct().name);
  });
});
