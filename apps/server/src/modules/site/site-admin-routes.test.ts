import type { Slide } from "@pallu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const customer = useSignedInUser(shop);
let small: Buffer;
let large: Buffer;

type SiteDataBody = { success: boolean; message: string; siteData: Slide[] };

async function addSlide(title: string): Promise<Slide[]> {
  const response = await sendForm(
    shop.app,
    "POST",
    "/site/addSiteData",
    { title, description: `${title} description`, smallImage: { file: small }, largeImage: { file: large } },
    admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SiteDataBody).siteData;
}

async function arrange(id: string, type: string, headers: Record<string, string> = admin.headers) {
  return shop.app.inject({ method: "PUT", url: "/api/v1/site/updateSiteArrangements", payload: { id, type }, headers });
}

async function slidesNow(): Promise<Slide[]> {
  return ((await shop.app.inject({ method: "GET", url: "/api/v1/site/getSiteData" })).json() as SiteDataBody).siteData;
}

/** Three fresh slides A, B, C in that order (earlier slides are deleted first). */
async function threeSlides(): Promise<Slide[]> {
  for (const slide of await slidesNow()) await arrange(slide.id, "DELETE");
  await addSlide("A");
  await addSlide("B");
  return addSlide("C");
}

const titles = (slides: Slide[]) => slides.map((slide) => slide.title);
const positions = (slides: Slide[]) => slides.map((slide) => slide.position);

beforeAll(async () => {
  [small, large] = [await aPng("#884422", 16), await aPng("#224488", 32)];
});

describe("POST /site/addSiteData", () => {
  it("adds a slide at the end with both images stored as WebP and AVIF", async () => {
    const slides = await addSlide("Festive Banarasi");
    const slide = slides.at(-1)!;
    expect(slide).toMatchObject({ title: "Festive Banarasi", alt: "Festive Banarasi", position: slides.length - 1 });
    expect(slide.smallImage).toMatch(/^\/images\/.+\.webp\?avif$/);
    expect(slide.largeImage).not.toBe(slide.smallImage);
  });

  it("requires a title, a description and both images, with the spec's messages", async () => {
    const full = { title: "T", description: "D", smallImage: { file: small }, largeImage: { file: large } };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...full, title: " " }, "Title is required"],
      [{ ...full, description: "" }, "Description is required"],
      [{ title: "T", description: "D", largeImage: { file: large } }, "Image is required"],
      [{ title: "T", description: "D", smallImage: { file: small } }, "Image is required"],
    ];
    const before = (await slidesNow()).length;
    for (const [form, message] of cases) {
      const response = await sendForm(shop.app, "POST", "/site/addSiteData", form as never, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await slidesNow()).length).toBe(before);
  });

  it("refuses an SVG slide image with a script in it", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script></svg>');
    const response = await sendForm(
      shop.app,
      "POST",
      "/site/addSiteData",
      { title: "T", description: "D", smallImage: { file: svg, name: "s.svg", type: "image/svg+xml" }, largeImage: { file: large } },
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe("PUT /site/updateSiteData", () => {
  it("changes the text and keeps the images when none are sent", async () => {
    const slide = (await addSlide("Old title")).at(-1)!;
    const response = await sendForm(shop.app, "PUT", "/site/updateSiteData", { id: slide.id, title: "New title", description: "New text" }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const updated = (response.json() as SiteDataBody).siteData.find((s) => s.id === slide.id);
    expect(updated).toMatchObject({ title: "New title", description: "New text", smallImage: slide.smallImage, largeImage: slide.largeImage });
  });

  it("replaces only the image that is sent", async () => {
    const slide = (await addSlide("Images")).at(-1)!;
    const response = await sendForm(
      shop.app,
      "PUT",
      "/site/updateSiteData",
      { id: slide.id, title: "Images", description: "D", largeImage: { file: await aPng("#101010", 24) } },
      admin.headers,
    );
    const updated = (response.json() as SiteDataBody).siteData.find((s) => s.id === slide.id);
    expect(updated?.smallImage).toBe(slide.smallImage);
    expect(updated?.largeImage).not.toBe(slide.largeImage);
  });

  it("answers 404 for an unknown slide", async () => {
    const response = await sendForm(shop.app, "PUT", "/site/updateSiteData", { id: "00000000-0000-4000-8000-000000000000", title: "T", description: "D" }, admin.headers);
    expect(response.statusCode).toBe(404);
  });
});

describe("PUT /site/updateSiteArrangements", () => {
  it("moves a slide up and down by swapping it with its neighbour", async () => {
    const [, b] = await threeSlides();
    const up = await arrange(b!.id, "UP");
    expect(titles((up.json() as SiteDataBody).siteData)).toEqual(["B", "A", "C"]);
    const down = await arrange(b!.id, "DOWN");
    expect(titles((down.json() as SiteDataBody).siteData)).toEqual(["A", "B", "C"]);
    expect(positions((down.json() as SiteDataBody).siteData)).toEqual([0, 1, 2]);
  });

  it("leaves the order unchanged for UP on the first slide and DOWN on the last", async () => {
    const [a, , c] = await threeSlides();
    const up = await arrange(a!.id, "UP");
    expect(up.statusCode).toBe(200);
    expect(titles((up.json() as SiteDataBody).siteData)).toEqual(["A", "B", "C"]);
    const down = await arrange(c!.id, "DOWN");
    expect(down.statusCode).toBe(200);
    expect(titles((down.json() as SiteDataBody).siteData)).toEqual(["A", "B", "C"]);
  });

  it("deletes a middle slide and keeps positions contiguous", async () => {
    const [, b] = await threeSlides();
    const response = await arrange(b!.id, "DELETE");
    expect(response.statusCode).toBe(200);
    const slides = (response.json() as SiteDataBody).siteData;
    expect(titles(slides)).toEqual(["A", "C"]);
    expect(positions(slides)).toEqual([0, 1]);
    const next = await addSlide("D");
    expect(positions(next)).toEqual([0, 1, 2]);
  });

  it("answers 404 for an unknown slide and 400 for an unknown type", async () => {
    const [a] = await threeSlides();
    expect((await arrange("00000000-0000-4000-8000-000000000000", "UP")).statusCode).toBe(404);
    expect((await arrange(a!.id, "SIDEWAYS")).statusCode).toBe(400);
  });
});

describe("PUT /site/updateBanner and /site/updateFooter", () => {
  it("saves the banner and serves it from getBanner", async () => {
    const banner = { text: "Diwali sale: 20% off Banarasi", link: "/search?category=x" };
    const response = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateBanner", payload: banner, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const read = await shop.app.inject({ method: "GET", url: "/api/v1/site/getBanner" });
    expect((read.json() as { banner: unknown }).banner).toEqual(banner);
  });

  it("refuses a banner linking outside the shop or too long", async () => {
    for (const banner of [{ text: "x", link: "https://evil.example" }, { text: "x", link: "//evil.example" }, { text: "x".repeat(201) }]) {
      const response = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateBanner", payload: banner, headers: admin.headers });
      expect(response.statusCode, JSON.stringify(banner)).toBe(400);
    }
  });

  it("saves the footer's about text, whose contact details stay those of Settings, and refuses a malformed email or social link", async () => {
    const footer = {
      about: "Weaves from across India",
      email: "hello@pallu.example",
      phone: "+91 90000 00000",
      whatsapp: "919000000000",
      address: "Varanasi",
      social: { instagram: "https://instagram.com/pallu" },
    };
    const saved = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateFooter", payload: footer, headers: admin.headers });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await shop.app.inject({ method: "GET", url: "/api/v1/site/getFooter" });
    expect((read.json() as { footer: unknown }).footer).toMatchObject({
      about: "Weaves from across India",
      email: "care@pallu.example",
      phone: "+91 98765 43210",
    });
    for (const bad of [{ ...footer, email: "not-an-email" }, { ...footer, social: { facebook: "javascript:alert(1)" } }]) {
      const response = await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateFooter", payload: bad, headers: admin.headers });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("admin-only site calls", () => {
  it("answers a guest with 401 and a customer with 403, changing nothing", async () => {
    const [a] = await threeSlides();
    for (const [headers, status] of [[{}, 401], [customer.headers, 403]] as const) {
      const form = { title: "X", description: "Y", smallImage: { file: small }, largeImage: { file: large } };
      expect((await sendForm(shop.app, "POST", "/site/addSiteData", form, headers)).statusCode).toBe(status);
      expect((await sendForm(shop.app, "PUT", "/site/updateSiteData", { ...form, id: a!.id }, headers)).statusCode).toBe(status);
      expect((await arrange(a!.id, "DELETE", headers)).statusCode).toBe(status);
      for (const [url, payload] of [["/site/updateBanner", { text: "x" }], ["/site/updateFooter", {}]] as const) {
        expect((await shop.app.inject({ method: "PUT", url: `/api/v1${url}`, payload, headers })).statusCode).toBe(status);
      }
    }
    expect(titles(await slidesNow())).toEqual(["A", "B", "C"]);
  });
});
