import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../../db/seed/seed-demo.js";
import { useTestShop } from "../../test/file-fixtures.js";

/** Searches as a shopper types them, over the demo catalogue of 69 sarees and garments. */
const shop = useTestShop();

beforeAll(async () => {
  await seedDemoCatalogue(shop.deps.db, shop.deps.imageStore, { images: false });
});

type Listed = { name: string; color: string | null; category: string; attributes: Record<string, string | number | boolean | null> };

async function search(text: string, extra: Record<string, string> = {}) {
  const response = await shop.app.inject({
    method: "GET",
    url: "/api/v1/products/getAllProduct",
    query: { search: text, limit: "60", ...extra },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { products: Listed[]; pagination: { totalCount: number } };
  return { names: body.products.map((product) => product.name), products: body.products, total: body.pagination.totalCount };
}

describe("searching the catalogue", () => {
  it("puts the red sarees first for 'red saree'", async () => {
    const { names } = await search("red saree");
    const redSarees = names.filter((name) => /\bred\b/i.test(name) && /\bsaree\b/i.test(name));
    expect(redSarees.length).toBeGreaterThanOrEqual(4);
    expect(names.slice(0, redSarees.length)).toEqual(expect.arrayContaining(redSarees));
  });

  it("finds plurals and half-typed words as the whole word", async () => {
    const { names } = await search("kanjivaram sarees");
    expect(names[0]).toMatch(/Kanjivaram .*Saree/);
    const half = await search("banaras");
    expect(half.names[0]).toMatch(/Banarasi/);
  });

  it("ranks pieces with every word in the name above those that say it only in the description", async () => {
    const { names } = await search("gold border");
    const first = names.findIndex((name) => !/gold/i.test(name) || !/border/i.test(name));
    const named = names.filter((name) => /gold/i.test(name) && /border/i.test(name));
    expect(named.length).toBeGreaterThan(0);
    expect(first).toBe(named.length);
  });

  it("still finds a misspelt word, after the exact matches", async () => {
    const { names } = await search("kanjeevaram");
    expect(names[0]).toMatch(/Kanjivaram/);
  });
});

describe("a search's pages", () => {
  it("count every match on each page, and still count them on a page past the last one", async () => {
    const all = await search("saree");
    expect(all.total).toBeGreaterThan(10);
    const pageOf = async (page: number) => search("saree", { limit: "5", page: String(page) });
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([...first.names, ...second.names]).toEqual(all.names.slice(0, 10));
    const beyond = await pageOf(Math.ceil(all.total / 5) + 3);
    expect(beyond).toMatchObject({ names: [], total: all.total });
  });
});

describe("searching in the words shoppers in India type", () => {
  it("finds a red silk saree first for 'lal resham sari'", async () => {
    const { names, total } = await search("lal resham sari");
    expect(total).toBeGreaterThan(0);
    expect(names[0]).toMatch(/\bsilk\b.*\bsaree\b.*\bred\b/i);
  });

  it("reads Hindi colours and Indian spellings of garments", async () => {
    const pink = await search("gulabi lengha");
    expect(pink.names[0]).toMatch(/Lehenga.*Rani Pink/);
    const cotton = await search("sooti saadi");
    expect(cotton.names.slice(0, 5)).toEqual(cotton.names.slice(0, 5).filter((name) => /Cotton Saree/.test(name)));
  });

  it("finds as many pieces for a spelling as for the catalogue's own word", async () => {
    expect((await search("sari")).total).toBe((await search("saree")).total);
    expect((await search("kurti")).total).toBeLessThanOrEqual((await search("kurta")).total);
  });

  it("finds pieces by their attributes' labels", async () => {
    const tamil = await search("tamil nadu");
    expect(tamil.total).toBeGreaterThan(0);
    expect(tamil.products.every((product) => product.attributes.region === "tamil-nadu")).toBe(true);
    const weddings = await search("shaadi", { weave: "kanjeevaram" });
    expect(weddings.products.length).toBeGreaterThan(0);
    expect(weddings.products.every((product) => product.attributes.weave === "kanjeevaram")).toBe(true);
  });
});

describe("a search that finds nothing", () => {
  async function suggestions(text: string) {
    const response = await shop.app.inject({ method: "GET", url: "/api/v1/products/getSearchSuggestions", query: { search: text } });
    expect(response.statusCode).toBe(200);
    return response.json() as { didYouMean: string | null; categories: { name: string }[] };
  }

  it("offers the words as the catalogue spells them, when they find something", async () => {
    expect((await search("banarsee sarre")).total).toBe(0);
    const { didYouMean } = await suggestions("banarsee sarre");
    expect(didYouMean).toBe("banarasi saree");
    expect((await search(didYouMean!)).total).toBeGreaterThan(0);
  });

  it("offers no spelling for words that are already the catalogue's, and the categories shoppers buy from", async () => {
    const { didYouMean, categories } = await suggestions("saree");
    expect(didYouMean).toBeNull();
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(4);
  });

  it("offers nothing to respell for gibberish, yet still the categories", async () => {
    const { didYouMean, categories } = await suggestions("qqqxz");
    expect(didYouMean).toBeNull();
    expect(categories.length).toBeGreaterThan(0);
  });
});
