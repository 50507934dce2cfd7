import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { WHATSAPP_TEMPLATES } from "./whatsapp-templates.js";
import { dltText, fillSms, fitVariable, matchesTemplate, SMS_TEMPLATE_NAMES, SMS_TEMPLATES } from "./sms-templates.js";

const SHOP = "https://pallu.example";

describe("the shop's registered SMS templates", () => {
  it("read on the DLT portal with the shop's address written out and {#var#} for each value", () => {
    expect(dltText("shipped", SHOP)).toBe("{#var#}: Your order {#var#} has shipped. Track it: https://pallu.example/l/{#var#}");
    for (const name of SMS_TEMPLATE_NAMES) expect(dltText(name, SHOP), name).not.toMatch(/\{(?!#var#\})/);
  });

  it("match a message filled with values of up to 30 characters", () => {
    const text = fillSms({ template: "orderPlaced", values: { orderNumber: "PL-261126-7KQ4ZD", amount: "₹12,400", link: "x".repeat(20) } }, SHOP, "Pallu");
    expect(text).toBe(`Pallu: Thank you! We have your order PL-261126-7KQ4ZD for Rs.12,400. Details: ${SHOP}/l/${"x".repeat(20)}`);
    expect(matchesTemplate("orderPlaced", text, SHOP)).toBe(true);
    expect(matchesTemplate("otp", fillSms({ template: "otp", values: { code: "123456", purpose: "create your account" } }, SHOP, "Pallu"), SHOP)).toBe(true);
  });

  it("refuse a value longer than 30 characters, an empty one, another text and another shop's link", () => {
    const long = fillSms({ template: "backInStock", values: { product: "Kanchipuram Pure Silk Wedding Saree", size: "Free", link: "abc" } }, SHOP, "Pallu");
    expect(matchesTemplate("backInStock", long, SHOP)).toBe(false);
    expect(matchesTemplate("delivered", fillSms({ template: "delivered", values: { orderNumber: "", link: "abc" } }, SHOP, "Pallu"), SHOP)).toBe(false);
    expect(matchesTemplate("delivered", "Pallu: Your order PL-1 has been delivered. Win a prize at https://pallu.example/l/abc", SHOP)).toBe(false);
    const elsewhere = fillSms({ template: "delivered", values: { orderNumber: "PL-1", link: "abc" } }, "https://evil.example", "Pallu");
    expect(matchesTemplate("delivered", elsewhere, SHOP)).toBe(false);
  });

  it("carry the shop's name as a value, so a renamed shop's messages still match what was registered", () => {
    for (const name of SMS_TEMPLATE_NAMES) expect(dltText(name, SHOP), name).not.toMatch(/Pallu/);
    const renamed = fillSms({ template: "shipped", values: { orderNumber: "PL-1", link: "abc" } }, SHOP, "Kashi Handloom House");
    expect(renamed).toBe(`Kashi Handloom House: Your order PL-1 has shipped. Track it: ${SHOP}/l/abc`);
    expect(matchesTemplate("shipped", renamed, SHOP)).toBe(true);
    const long = fillSms({ template: "shipped", values: { orderNumber: "PL-1", link: "abc" } }, SHOP, "Shri Kashi Vishwanath Handloom Weavers Cooperative");
    expect(long.startsWith("Shri Kashi Vishwanath Handl...: ")).toBe(true);
    expect(matchesTemplate("shipped", long, SHOP)).toBe(true);
  });

  it("take a name cut to fit, marked as cut", () => {
    const product = fitVariable("Kanchipuram Pure Silk Wedding Saree");
    expect(product).toBe("Kanchipuram Pure Silk Weddi...");
    expect(matchesTemplate("backInStock", fillSms({ template: "backInStock", values: { product, size: "Free", link: "abc" } }, SHOP, "Pallu"), SHOP)).toBe(true);
  });

  it("are written in the SMS alphabet, so each part holds 160 characters", () => {
    const gsm7 = /^[A-Za-z0-9 @£$¥\n\r_!"#%&'()*+,\-./:;<=>?¡¿{}~|[\]\\]*$/;
    for (const name of SMS_TEMPLATE_NAMES) expect(dltText(name, SHOP), name).toMatch(gsm7);
  });

  it("cover the notices other parts of the shop send: COD confirmation, out for delivery, failed delivery", () => {
    expect(Object.keys(SMS_TEMPLATES)).toEqual(expect.arrayContaining(["codConfirmation", "outForDelivery", "deliveryFailed"]));
    expect(dltText("codConfirmation", SHOP)).toBe(
      "{#var#}: Dear {#var#}, please confirm your cash on delivery order {#var#}: https://pallu.example/l/{#var#}",
    );
  });

  it("are listed for registration in docs/operations.md exactly as they are checked, with the WhatsApp templates", async () => {
    const operations = await readFile(new URL("../../../../../docs/operations.md", import.meta.url), "utf8");
    const rows = operations.split("\n").map((line) => line.split("|").map((cell) => cell.trim()));
    for (const name of SMS_TEMPLATE_NAMES) {
      expect(rows, name).toContainEqual(["", `\`${name}\``, `\`${dltText(name, SHOP)}\``, ""]);
    }
    for (const template of Object.values(WHATSAPP_TEMPLATES)) expect(operations).toContain(template.body);
  });
});
