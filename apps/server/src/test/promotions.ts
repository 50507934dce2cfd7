import type { PromotionWire } from "@pallu/domain";
import type { TestShop } from "./test-app.js";

/** A promotion set up by an admin through the back office, as the seller would. */
export async function aPromotion(
  shop: TestShop,
  adminHeaders: Record<string, string>,
  input: object,
): Promise<PromotionWire> {
  const response = await shop.app.inject({
    method: "POST",
    url: "/api/v1/promotions/createPromotion",
    headers: adminHeaders,
    payload: { title: "Festive offer", type: "percentage", value: 10, ...input },
  });
  if (response.statusCode !== 200) throw new Error(`promotion not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { promotion: PromotionWire }).promotion;
}

let codes = 0;
/** A code no other test uses. */
export const aCode = (prefix = "SALE") => `${prefix}${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;

/** Calls to the promotion routes (`/api/v1/promotions/{url}`) of the file's shop. */
export function promotionCaller(shop: TestShop) {
  return (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => shop.app.inject({ method, url: `/api/v1/promotions/${url}`, headers, ...(payload ? { payload } : {}) });
}
