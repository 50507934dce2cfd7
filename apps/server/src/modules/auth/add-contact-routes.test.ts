import { describe, expect, it } from "vitest";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo } from "../../test/outbox.js";
import { aSignedInUser, aUser } from "../../test/user-builders.js";

const shop = useTestShop();

type Headers = { authorization: string };
const addContact = (headers: Headers, payload: object) =>
  shop.app.inject({ method: "PUT", url: "/api/v1/auth/addEmailOrPhone", headers, payload });
async function contactCode(headers: Headers, contact: { email: string } | { phone: string }): Promise<string> {
  const sent = await shop.post("/auth/sendOTP", headers, { ...contact, purpose: "add-contact" });
  expect(sent.statusCode).toBe(200);
  return codeSentTo(shop.deps.db, "email" in contact ? contact.email : contact.phone);
}

describe("adding an email or phone to a profile", () => {
  it("adds a phone to an email-only account once its code is proven", async () => {
    const { headers, user } = await aSignedInUser(shop.deps.db);
    const otp = await contactCode(headers, { phone: "9000000001" });
    const response = await addContact(headers, { phone: "9000000001", otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { _id: user.id, email: user.email, phone: "9000000001" },
    });
  });

  it("adds an email to a phone-only account", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { email: null, phone: "9000000002" });
    const otp = await contactCode(headers, { email: "new-mail@example.com" });
    const response = await addContact(headers, { email: "New-Mail@example.com", otp });
    expect(response.json()).toMatchObject({ user: { email: "new-mail@example.com", phone: "9000000002" } });
  });

  it("refuses to replace an email the account already has", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const response = await addContact(headers, { email: "other@example.com", otp: "123456" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: "Your account already has an email address" });
  });

  it("refuses a number used by another account, but only after its code is proven", async () => {
    await aUser(shop.deps.db, { phone: "9000000003" });
    const { headers } = await aSignedInUser(shop.deps.db);
    expect((await addContact(headers, { phone: "9000000003", otp: "000000" })).statusCode).toBe(400);
    const otp = await contactCode(headers, { phone: "9000000003" });
    const response = await addContact(headers, { phone: "9000000003", otp });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "This phone number is already used by another account" });
  });

  it("refuses a wrong code and changes nothing", async () => {
    const { headers } = await aSignedInUser(shop.deps.db);
    const otp = await contactCode(headers, { phone: "9000000004" });
    const response = await addContact(headers, { phone: "9000000004", otp: otp === "111111" ? "222222" : "111111" });
    expect(response.statusCode).toBe(400);
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers });
    expect(me.json()).toMatchObject({ user: { phone: null } });
  });

  it("answers an invalid entry with 'Please enter correct details'", async () => {
    const { headers } = await aSignedInUser(shop.deps.db, { email: null, phone: "9000000005" });
    for (const payload of [{ email: "not-mail", otp: "123456" }, { phone: "12ab", otp: "123456" }, { otp: "123456" }]) {
      const response = await addContact(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("Please enter correct details");
    }
  });

  it("needs a logged-in caller", async () => {
    const response = await shop.app.inject({
      method: "PUT",
      url: "/api/v1/auth/addEmailOrPhone",
      payload: { phone: "9000000006", otp: "123456" },
    });
    expect(response.statusCode).toBe(401);
  });
});
