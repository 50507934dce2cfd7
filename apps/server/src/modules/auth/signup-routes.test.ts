import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { useTestShop } from "../../test/file-fixtures.js";
import { codeSentTo, newestTo } from "../../test/outbox.js";
import { aUser, bearer, signIn } from "../../test/user-builders.js";

const shop = useTestShop();

const signup = (payload: object) => shop.app.inject({ method: "POST", url: "/api/v1/user/signup", payload });
async function otpFor(contact: { email: string } | { phone: string }): Promise<string> {
  await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: contact });
  return codeSentTo(shop.deps.db, "email" in contact ? contact.email : contact.phone);
}
const form = { fullname: "Anjali Rao", password: "kanjivaram-8", confirmPassword: "kanjivaram-8" };

describe("signing up", () => {
  it("refuses the most common passwords, with or without symbols, and keeps the code for a better one", async () => {
    const email = "common@example.com";
    const otp = await otpFor({ email });
    for (const password of ["Password@123", "India@123", "Qwerty@123", "password1", "P@ssw0rd"]) {
      const response = await signup({ ...form, email, otp, password, confirmPassword: password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(
        "This password is one of the most common ones. Please choose one that is harder to guess.",
      );
    }
    expect((await signup({ ...form, email, otp })).statusCode).toBe(201);
  });

  it("creates a verified customer from an email and its code, who can then log in and pay without a second proof", async () => {
    const email = "anjali@example.com";
    const response = await signup({ ...form, email, otp: await otpFor({ email }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Your account is ready. Please log in." });
    const token = await signIn(shop.app, { email, password: form.password });
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(token) });
    expect(me.json()).toMatchObject({
      user: { fullname: "Anjali Rao", email, phone: null, isVerified: true, userType: "Customer" },
    });
  });

  it("creates a verified phone-only account from a phone number and its code", async () => {
    const phone = "9123400001";
    expect((await signup({ ...form, phone, otp: await otpFor({ phone }) })).statusCode).toBe(201);
    const token = await signIn(shop.app, { phone, password: form.password });
    const me = await shop.app.inject({ method: "GET", url: "/api/v1/user/getUser", headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { email: null, phone, isVerified: true } });
  });

  it("ignores a userType or isVerified sent by the client", async () => {
    const email = "sneaky@example.com";
    const response = await signup({
      ...form,
      email,
      otp: await otpFor({ email }),
      userType: "Admin",
      isVerified: false,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await shop.deps.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userType: "Customer", isVerified: true });
  });

  it("answers 409 for an address taken after its code was sent, but only with a valid code", async () => {
    const email = "taken-later@example.com";
    const otp = await otpFor({ email });
    await aUser(shop.deps.db, { email });
    const withoutCode = await signup({ ...form, email, otp: otp === "000000" ? "000001" : "000000" });
    expect(withoutCode.statusCode).toBe(400);
    const withCode = await signup({ ...form, email, otp });
    expect(withCode.statusCode).toBe(409);
    expect(withCode.json()).toEqual({
      success: false,
      message: "An account with this email already exists. Please log in.",
    });
  });

  it("answers 409 for a phone number taken after its code was sent", async () => {
    const phone = "9123400002";
    const otp = await otpFor({ phone });
    await aUser(shop.deps.db, { phone });
    const response = await signup({ ...form, phone, otp });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: "An account with this phone number already exists. Please log in.",
    });
  });

  it("cannot enumerate accounts: an existing address gets no usable code", async () => {
    const user = await aUser(shop.deps.db);
    await shop.app.inject({ method: "POST", url: "/api/v1/auth/sendOTP", payload: { email: user.email } });
    const notice = await newestTo(shop.deps.db, user.email!);
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    const response = await signup({ ...form, email: user.email, otp: "123456" });
    expect(response.statusCode).toBe(400);
  });

  it("validates the form with the spec's messages", async () => {
    const valid = { ...form, email: "form@example.com", otp: "123456" };
    const cases: [object, string][] = [
      [{ ...valid, fullname: "  " }, "Full Name is required"],
      [{ ...valid, password: "short-7", confirmPassword: "short-7" }, "Password must be at least 8 characters"],
      [{ ...valid, confirmPassword: "" }, "Confirm Password is required"],
      [{ ...valid, confirmPassword: "something-else" }, "Passwords do not match"],
      [{ ...valid, otp: "" }, "OTP is required"],
      [{ ...valid, email: "nope" }, "Invalid email address"],
      [{ ...valid, email: undefined }, "Please provide either an email or a phone number."],
    ];
    for (const [payload, message] of cases) {
      const response = await signup(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });
});
