// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { aProduct, aProductDetail } from "@/test/builders";
import type { ApiFetch } from "./entry-server";

const saree = aProductDetail();

const ANSWERS: Record<string, (body: unknown) => unknown> = {
  "GET /products/category": () => ({ categories: [{ _id: "c1", slug: "silk-sarees", name: "Silk Sarees", image: null, productCount: 8 }] }),
  "GET /products/getAllProduct": () => ({
    products: [aProduct()],
    pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 5 },
  }),
  "GET /products/getProduct": (body) =>
    [saree.slug, saree._id].includes((body as { id: string }).id) ? { product: saree } : undefined,
  "GET /promotions/getOffers": () => ({ offers: [] }),
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

/** The shop's API as a render reaches it; anything it does not know is a 404, as a missing product is. */
function fakeApi() {
  const asked: string[] = [];
  const fetchFn: ApiFetch = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const text = request.method === "GET" ? url.search : await request.text();
    asked.push(`${request.method} ${path} ${text}`.trim());
    const input = request.method === "GET" ? Object.fromEntries(url.searchParams) : text ? JSON.parse(text) : undefined;
    const answer = ANSWERS[`${request.method} ${path}`]?.(input);
    return answer === undefined
      ? Response.json({ success: false, message: "Not found" }, { status: 404 })
      : Response.json({ success: true, ...answer });
  };
  return { fetchFn, asked };
}

afterEach(() => {
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
    const page = await renderPage(url, fakeApi().fetchFn);
    expect(page.undeclared).toEqual([]);
    expect(page.passes).toBe(1);
    expect(page.status).toBe(200);
  });

  it.each([
    ["a product's reviews", `/reviews/${saree._id}`],
    ["the shop's story", "/aboutUs"],
    ["the contact page", "/contactUs"],
    ["the refund policy", "/refund"],
  ])("renders %s once too", async (_page, url) => {
    const { renderPage } = await import("./entry-server");
    expect((await renderPage(url, fakeApi().fetchFn)).undeclared).toEqual([]);
  });

  it("fetches what follows from the product (its offers) before the render, and carries it to the browser", async () => {
    const { renderPage } = await import("./entry-server");
    const page = await renderPage(`/product/${saree.slug}`, fakeApi().fetchFn);
    expect(page.html).toContain(saree.name);
    const queries = (page.data.api as { queries: Record<string, { status: string }> }).queries;
    expect(queries[`getOffers("${saree._id}")`]?.status).toBe("fulfilled");
    expect(queries[`getProduct("${saree.slug}")`]?.status).toBe("fulfilled");
  });

  it("asks the API each question once, even for a product that is not there", async () => {
    const { renderPage } = await import("./entry-server");
    const api = fakeApi();
    const page = await renderPage("/product/no-such-saree", api.fetchFn);
    expect(page.status).toBe(404);
    expect(page.passes).toBe(1);
    expect(new Set(api.asked).size).toBe(api.asked.length);
  });

  it("renders a second time, and names what it asked for, when its route declares too little", async () => {
    vi.doMock("./app/server/route-data", () => ({ routeData: () => [] }));
    const { renderPage } = await import("./entry-server");
    const page = await renderPage("/search?search=silk", fakeApi().fetchFn);
    expect(page.passes).toBe(2);
    expect(page.undeclared).toContain('getProducts({"page":1,"search":"silk"})');
    expect(page.html).toContain(aProduct().name);
  });
});
