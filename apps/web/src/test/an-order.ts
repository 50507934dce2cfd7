import type { Order, OrderLine } from "@pallu/domain";

/** An order line as the API returns it, with sensible defaults. */
export function anOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: "line-1",
    productId: "product-1",
    name: "Kanjivaram Silk Saree in Temple Red",
    images: ["/images/products/abc-640.webp"],
    product: { _id: "product-1", discountPrice: 12999, originalPrice: 16249 },
    price: 12999,
    quantity: 1,
    size: "NA",
    sizeId: "option-1",
    exchangeFor: null,
    returnOptions: [],
    exchangeSizes: [],
    ...overrides,
  };
}

/** A pending cash-on-delivery order, as the API returns it; override what a test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: "order-1",
    orderDetails: { public_order_id: "PL-250301-0001", status: "Pending" },
    address: {
      name: "Meera Iyer",
      addressLine1: "12 Temple Street",
      addressLine2: null,
      city: "Chennai",
      state: "Tamil Nadu",
      pinCode: "600004",
      phoneNumber: "9876543210",
      country: "IN",
    },
    cart: [anOrderLine()],
    totalPrice: 12999,
    paymentType: "COD",
    paymentId: null,
    orderType: "Order",
    updateDate: "2025-03-01T10:00:00.000Z",
    createdAt: "2025-03-01T10:00:00.000Z",
    shiprocketDetails: { invoice: null, awb_code: null, courier: null, trackingUrl: null },
    note: null,
    giftMessage: null,
    sellerDiscount: null,
    paymentReference: null,
    parentOrderId: null,
    returnReason: null,
    deliveredAt: null,
    refund: { amount: 0, status: "none", note: null },
    storeCredit: 0,
    returnResolution: null,
    returnCondition: null,
    exchangeOrderId: null,
    returns: [],
    expectedDelivery: { from: "2026-11-28", to: "2026-12-03" },
    paymentText: "Pending (Cash)",
    codFee: 0,
    shipping: 0,
    currency: "INR",
    exchangeRate: 1,
    totalInCurrency: 12999,
    codConfirmation: null,
    canCancel: true,
    canReturn: false,
    nextStatuses: ["Confirmed", "Cancelled"],
    ...overrides,
  };
}
