import { describe, expect, it } from "vitest";
import { counterOrderBody, draftEstimate, EMPTY_DRAFT, withLine, type DraftLine } from "./new-order-draft";

const silk: Omit<DraftLine, "quantity"> = { productId: "p1", sizeId: "s1", name: "Kanjivaram Silk Saree", size: "NA", price: 12500, stock: 2, image: null };

describe("the New order screen's draft", () => {
  it("adds a size once and counts more of it up to its stock", () => {
    const lines = withLine(withLine(withLine([], silk), silk), silk);
    expect(lines).toEqual([{ ...silk, quantity: 2 }]);
    expect(withLine([], { ...silk, stock: 0 })).toEqual([]);
  });

  it("estimates the total with the discount, never below nothing", () => {
    const draft = { ...EMPTY_DRAFT, lines: [{ ...silk, quantity: 2 }], discount: "1000" };
    expect(draftEstimate(draft)).toEqual({ subtotal: 25000, discount: 1000, total: 24000 });
    expect(draftEstimate({ ...draft, discount: "99999" }).total).toBe(0);
  });

  it("sends a new customer, a typed address and only the fields filled in", () => {
    const body = counterOrderBody({
      ...EMPTY_DRAFT,
      customer: { kind: "new", fullname: " Revathi Krishnan ", phone: "9876543210", email: "" },
      lines: [{ ...silk, quantity: 1 }],
      address: { kind: "typed", fields: { name: "Revathi", addressLine1: "12 Temple Street", addressLine2: " ", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", phoneNumber: "9876543210" } },
      reference: "ignored unless paid",
      gift: false,
      giftMessage: "not a gift",
    });
    expect(body).toEqual({
      customer: { fullname: "Revathi Krishnan", phone: "9876543210" },
      cart: [{ productId: "p1", sizeId: "s1", quantity: 1 }],
      address: { name: "Revathi", addressLine1: "12 Temple Street", city: "Chennai", state: "Tamil Nadu", pinCode: "600004", phoneNumber: "9876543210" },
      paymentType: "link",
    });
  });

  it("sends a chosen customer and address, the discount with its reason, the reference and the gift message", () => {
    const body = counterOrderBody({
      ...EMPTY_DRAFT,
      customer: { kind: "existing", id: "u1", fullname: "Meera", phone: null, email: "m@example.com" },
      lines: [{ ...silk, quantity: 1 }],
      address: { kind: "saved", id: "a1" },
      discount: "500",
      discountReason: "Regular customer",
      paymentType: "paid",
      reference: "UPI 123",
      gift: true,
      giftMessage: "Happy birthday",
    });
    expect(body).toMatchObject({ customerId: "u1", addressId: "a1", discount: 500, discountReason: "Regular customer", reference: "UPI 123", giftMessage: "Happy birthday" });
  });
});
