import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/test-app.js";
import { aSignedInUser } from "../../test/user-builders.js";
import { aPng, sendForm } from "../../test/uploads.js";

let shop: TestShop;
let customer: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  customer = (await aSignedInUser(shop.deps.db)).headers;
  admin = (await aSignedInUser(shop.deps.db, { userType: "Admin" })).headers;
});
afterAll(() => shop.close());

const routes = [
  { method: "POST", url: "/user/updateUser", who: () => customer },
  { method: "POST", url: "/products/category", who: () => admin },
  { method: "PUT", url: "/products/category", who: () => admin },
  { method: "POST", url: "/products/createProduct", who: () => admin },
  { method: "POST", url: "/products/updateProduct", who: () => admin },
  { method: "POST", url: "/site/addSiteData", who: () => admin },
  { method: "PUT", url: "/site/updateSiteData", who: () => admin },
] as const;

const B = "----palluBoundary7MA4YWxk";
const malformed: Record<string, { contentType: string; body: string }> = {
  "no boundary in the content type": { contentType: "multipart/form-data", body: `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${B}--\r\n` },
  "an empty boundary": { contentType: "multipart/form-data; boundary=", body: "--\r\n" },
  "a truncated closing boundary": {
    contentType: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${B.slice(0, 10)}`,
  },
  "a part cut inside its headers": { contentType: `multipart/form-data; boundary=${B}`, body: `--${B}\r\nContent-Disposition: form-da` },
  "a boundary that never closes": {
    contentType: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nsome text that never ends`,
  },
  "a body with no parts at all": { contentType: `multipart/form-data; boundary=${B}`, body: "garbage without any boundary" },
};

describe("malformed multipart bodies", () => {
  for (const route of routes) {
    it(`${route.method} ${route.url} answers 400 with a clear message for each malformed shape`, async () => {
      for (const [shape, { contentType, body }] of Object.entries(malformed)) {
        const response = await shop.app.inject({
          method: route.method,
          url: `/api/v1${route.url}`,
          headers: { ...route.who(), "content-type": contentType },
          payload: body,
        });
        expect(response.statusCode, `${shape}: ${response.body}`).toBe(400);
        expect(response.json(), shape).toEqual({ success: false, message: expect.stringMatching(/^The form (is incomplete or malformed|is empty)/) });
      }
    });
  }
});

describe("per-route multipart limits", () => {
  it("a route that takes one image refuses a second file part with 413", async () => {
    const png = { file: await aPng() };
    for (const [route, field] of [
      [routes[0], "image"],
      [routes[1], "image"],
      [routes[2], "image"],
      [routes[5], "smallImage"],
      [routes[6], "largeImage"],
    ] as const) {
      const response = await sendForm(shop.app, route.method, route.url, { [field]: [png, png] }, route.who());
      expect(response.statusCode, `${route.url}: ${response.body}`).toBe(413);
      expect(response.json()).toEqual({ success: false, message: `Send one file in ${field}` });
    }
  });

  it("refuses a file sent in a field the route does not take", async () => {
    const response = await sendForm(shop.app, "POST", "/user/updateUser", { picture: { file: await aPng() } }, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Unexpected file field: picture" });
  });

  it("products take up to their image limit and refuse the next file as it arrives", async () => {
    const png = { file: await aPng() };
    const response = await sendForm(shop.app, "POST", "/products/createProduct", { images: Array.from({ length: 11 }, () => png) }, admin);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "Send at most 10 files in images" });
  });

  it("stops reading a file once it passes the route's size limit", async () => {
    const big = { file: Buffer.alloc(8 * 1024 * 1024 + 1, 1) };
    const response = await sendForm(shop.app, "POST", "/user/updateUser", { image: big }, customer);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "Each image must be 8 MB or smaller" });
  });

  it("refuses more text fields than the route takes", async () => {
    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, "x"]));
    const response = await sendForm(shop.app, "POST", "/user/updateUser", fields, customer);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "The form has too many fields" });
  });
});
