import { messages } from "@pallu/domain";
import { describe, expect, test } from "vitest";
import { checkoutRefusal, MANAGE_ACCOUNT_PATH } from "./checkout-guard";

const verified = { email: "meera@example.in", isVerified: true };

describe("what stops a checkout", () => {
  test("a verified shopper with an email and an address may pay", () => {
    expect(checkoutRefusal({ user: verified, addressId: "a1", inProgress: false })).toBeNull();
  });

  test("a second press while a booking runs is refused with 'Booking is in progress'", () => {
    expect(checkoutRefusal({ user: verified, addressId: "a1", inProgress: true })?.message).toBe(messages.checkout.inProgress);
  });

  test("an account without an email is told 'Please add email ID before login'", () => {
    expect(checkoutRefusal({ user: { email: null, isVerified: true }, addressId: "a1", inProgress: false })?.message).toBe(
      messages.checkout.addEmail,
    );
  });

  test("no address chosen is refused with 'Select Any Address'", () => {
    expect(checkoutRefusal({ user: verified, addressId: null, inProgress: false })?.message).toBe(messages.checkout.selectAddress);
  });

  test("an unverified account is sent to manage account to verify", () => {
    const refusal = checkoutRefusal({ user: { ...verified, isVerified: false }, addressId: "a1", inProgress: false });
    expect(refusal?.message).toBe(messages.checkout.verifyAccount);
    expect(refusal?.fix?.to).toBe(MANAGE_ACCOUNT_PATH);
    expect(MANAGE_ACCOUNT_PATH).toBe("/myaccount#manageAccount");
  });
});
