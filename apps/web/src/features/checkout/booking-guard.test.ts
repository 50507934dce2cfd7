import { messages } from "@pallu/domain";
import { describe, expect, test } from "vitest";
import { bookingRefusal, MANAGE_ACCOUNT_PATH } from "./booking-guard";

const verified = { email: "meera@example.in", isVerified: true };

describe("what stops a booking", () => {
  test("a verified shopper with an email and an address may pay", () => {
    expect(bookingRefusal({ user: verified, addressId: "a1", inProgress: false })).toBeNull();
  });

  test("a second press while a booking runs is refused with 'Booking is in progress'", () => {
    expect(bookingRefusal({ user: verified, addressId: "a1", inProgress: true })?.message).toBe(messages.booking.inProgress);
  });

  test("an account without an email is told 'Please add email ID before login'", () => {
    expect(bookingRefusal({ user: { email: null, isVerified: true }, addressId: "a1", inProgress: false })?.message).toBe(
      messages.booking.addEmail,
    );
  });

  test("no address chosen is refused with 'Select Any Address'", () => {
    expect(bookingRefusal({ user: verified, addressId: null, inProgress: false })?.message).toBe(messages.booking.selectAddress);
  });

  test("an unverified account is sent to manage account to verify", () => {
    const refusal = bookingRefusal({ user: { ...verified, isVerified: false }, addressId: "a1", inProgress: false });
    expect(refusal?.message).toBe(messages.booking.verifyAccount);
    expect(refusal?.fix?.to).toBe(MANAGE_ACCOUNT_PATH);
    expect(MANAGE_ACCOUNT_PATH).toBe("/myaccount#manageAccount");
  });
});
