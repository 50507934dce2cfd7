import type { Promotion } from "@/features/admin/promotions/api/admin-promotions-api";

/** A coupon as the back office lists it: DIWALI10, 10% off over ₹5,000, 20–27 Oct 2025 in India. */
export const aPromotion = (fields: Partial<Promotion> = {}): Promotion => ({
  _id: "promo-1",
  title: "Diwali 10% off",
  code: "DIWALI10",
  type: "percentage",
  value: 10,
  buyQuantity: null,
  getQuantity: null,
  minCartValue: 5000,
  paymentType: null,
  categories: [],
  products: [],
  firstOrderOnly: false,
  startsAt: "2025-10-19T18:30:00.000Z",
  endsAt: "2025-10-26T18:30:00.000Z",
  usageLimit: 100,
  perCustomerLimit: 1,
  combinable: true,
  active: true,
  timesUsed: 37,
  ordersCount: 37,
  discountGiven: 88_800,
  revenue: 799_200,
  createdAt: "2025-10-01T06:00:00.000Z",
  ...fields,
});
