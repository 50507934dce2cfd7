import type { ShopBrand, ShopSettings } from "@pallu/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import { jobHandlers } from "../../job-registration.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { codOrderFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { aShopper, aSignedInUser } from "../../test/user-builders.js";
import { aPng, sendForm } from "../../test/uploads.js";
import { runDueJobs } from "../jobs/job-worker.js";

const shop = useTestShop({ SELLER_NAME: "Kashi Handloom House LLP" });
const admin = useSignedInUser(shop, { userType: "Admin", fullname: "Savitri Devi" });

const KASHI = {
  shopName: "Kashi Handloom House",
  shortName: "Kashi",
  tagline: "Banarasi silk from our looms",
  brandColour: "#1F3A5F",
  email: "namaste@kashihandloom.example",
  phone: "+91 94150 12345",
  whatsapp: "+91 94150 12345",
  address: "D 37/12 Godowlia, Varanasi, Uttar Pradesh 221001",
  instagramUrl: "https://www.instagram.com/kashihandloom",
  facebookUrl: "",
  youtubeUrl: "https://www.youtube.com/@kashihandloom",
};

const settingsNow = async () =>
  (
    (await shop.app.inject({ method: "GET", url: "/api/v1/site/getSettings", headers: admin.headers })).json() as {
      settings: ShopSettings;
    }
  ).settings;
const save = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  shop.app.inject({ method: "PUT", url: "/api/v1/site/updateSettings", headers, payload });
const brandNow = async () =>
  ((await shop.app.inject({ method: "GET", url: "/api/v1/site/getBrand" })).json() as { brand: ShopBrand }).brand;
const uploadLogo = (file: Buffer, headers: Record<string, string> = admin.headers, type = "image/svg+xml") =>
  sendForm(shop.app, "PUT", "/site/updateBrandImage/logo", { image: { file, type, name: "logo.svg" } }, headers);

/** The settings as the back office knew them before the brand existed: only the older fields. */
function withoutBrand(settings: ShopSettings) {
  const { shopName, shortName, tagline, brandColour, logoUrl, iconUrl, whatsapp, instagramUrl, facebookUrl, youtubeUrl, ...older } =
    settings;
  void [shopName, shortName, tagline, brandColour, logoUrl, iconUrl, whatsapp, instagramUrl, facebookUrl, youtubeUrl];
  return older;
}

const LOGO_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#1f3a5f"/><circle cx="20" cy="20" r="12" fill="#d4af37"/></svg>`,
);

beforeEach(async () => {
  const response = await save({ ...(await settingsNow()), ...KASHI });
  expect(response.statusCode, response.body).toBe(200);
});

describe("the shop's brand in Settings", () => {
  it("starts from the legal name, and a save that does not send the brand keeps it", async () => {
    const fresh = await settingsNow();
    expect(fresh.shopName).toBe("Kashi Handloom House");
    const older = withoutBrand(fresh);
    const response = await save({ ...older, returnWindowDays: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settingsNow()).toMatchObject({ shopName: "Kashi Handloom House", brandColour: "#1f3a5f", returnWindowDays: 5 });
  });

  it("is changed by admins only", async () => {
    const customer = await aSignedInUser(shop.deps.db);
    for (const [headers, status] of [
      [{}, 401],
      [customer.headers, 403],
    ] as const) {
      expect((await save({ ...(await settingsNow()), shopName: "Hijacked" }, headers)).statusCode).toBe(status);
      expect((await uploadLogo(LOGO_SVG, headers)).statusCode).toBe(status);
      const removed = await shop.app.inject({ method: "DELETE", url: "/api/v1/site/deleteBrandImage/logo", headers });
      expect(removed.statusCode).toBe(status);
    }
    expect((await brandNow()).name).toBe("Kashi Handloom House");
  });

  it("refuses a name too short, a colour that is not one, and a social link to another site", async () => {
    const settings = await settingsNow();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ shopName: "K" }, /Shop name must be at least 2 characters/],
      [{ shortName: "Kashi Handloom" }, /Short name must be at most 12 characters/],
      [{ brandColour: "navy" }, /brand colour as # and six hex digits/],
      [{ instagramUrl: "https://evil.example/kashihandloom" }, /full address of the shop's Instagram page/],
      [{ youtubeUrl: "javascript:alert(1)" }, /YouTube page/],
      [{ whatsapp: "call me" }, /WhatsApp number of 8 to 20 digits/],
    ];
    for (const [change, message] of cases) {
      const response = await save({ ...settings, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    expect((await brandNow()).name).toBe("Kashi Handloom House");
  });

  it("takes an SVG logo as a PNG drawing, and refuses one with a script or an outside link", async () => {
    const stored = await uploadLogo(LOGO_SVG);
    expect(stored.statusCode, stored.body).toBe(200);
    const logoUrl = (stored.json() as { settings: ShopSettings }).settings.logoUrl;
    expect(logoUrl).toMatch(/\/logo-[0-9a-f]{24}\.png$/);
    expect((await brandNow()).logoUrl).toBe(logoUrl);
    const file = await shop.app.inject({ method: "GET", url: logoUrl });
    const drawn = await sharp(file.rawPayload).metadata();
    expect(drawn).toMatchObject({ format: "png", height: 320 });

    for (const active of [
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/p.png" width="9" height="9"/></svg>`,
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`,
    ]) {
      const refused = await uploadLogo(Buffer.from(active));
      expect(refused.statusCode, active).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(/scripts, links or other active content/);
    }
    expect((await brandNow()).logoUrl).toBe(logoUrl);
  });

  it("takes a PNG icon as a 512 px square, and refuses a file past 2 MB with 413", async () => {
    const icon = await sendForm(shop.app, "PUT", "/site/updateBrandImage/icon", { image: { file: await aPng("#1f3a5f", 64) } }, admin.headers);
    expect(icon.statusCode, icon.body).toBe(200);
    const iconUrl = (icon.json() as { settings: ShopSettings }).settings.iconUrl;
    const drawn = await sharp((await shop.app.inject({ method: "GET", url: iconUrl })).rawPayload).metadata();
    expect(drawn).toMatchObject({ width: 512, height: 512 });
    const manifest = (await shop.app.inject({ method: "GET", url: "/manifest.webmanifest" })).json() as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "Kashi Handloom House", short_name: "Kashi", theme_color: "#1f3a5f", icons: [{ src: iconUrl }] });

    const large = await uploadLogo(Buffer.alloc(2 * 1024 * 1024 + 10, 1), admin.headers, "image/png");
    expect(large.statusCode).toBe(413);
    const nothing = await sendForm(shop.app, "PUT", "/site/updateBrandImage/banner", { image: { file: await aPng() } }, admin.headers);
    expect(nothing.statusCode).toBe(400);
  });

  it("gives the footer its contact details and links, whatever the footer's own copy says", async () => {
    const stale = {
      about: "Banarasi silk, woven in Varanasi.",
      email: "hello@pallu.example",
      phone: "+91 98765 43210",
      whatsapp: "+91 98765 43210",
      address: "12 Weavers' Lane, Chowk, Varanasi",
      social: { instagram: "https://www.instagram.com/pallu.example" },
    };
    expect((await shop.app.inject({ method: "PUT", url: "/api/v1/site/updateFooter", headers: admin.headers, payload: stale })).statusCode).toBe(200);
    const { footer } = (await shop.app.inject({ method: "GET", url: "/api/v1/site/getFooter" })).json() as {
      footer: Record<string, unknown>;
    };
    expect(footer).toEqual({
      about: "Banarasi silk, woven in Varanasi.",
      email: KASHI.email,
      phone: KASHI.phone,
      whatsapp: KASHI.whatsapp,
      address: KASHI.address,
      social: { instagram: KASHI.instagramUrl, youtube: KASHI.youtubeUrl },
    });
  });

  it("names the shop in an order's mail and SMS, as a value of the registered SMS template", async () => {
    const shopper = await aShopper(shop.deps.db, { phone: "9415098765" });
    await codOrderFor(shop, shopper, [{ ...(await aSaree(shop.deps.db, { name: "Katan Silk Saree", stock: 3, price: 18_500 })), quantity: 1 }]);
    await runDueJobs(shop.deps, jobHandlers);
    const [mail] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, shopper.user.email!));
    expect(mail?.text).toMatch(/— Kashi Handloom House$/m);
    expect(mail?.html).toContain("#1f3a5f");
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/Pallu/);
    const [sms] = await shop.deps.db.select().from(outboxMessages).where(eq(outboxMessages.to, "9415098765"));
    expect(sms?.text).toMatch(/^Kashi Handloom House: /);
  });
});
