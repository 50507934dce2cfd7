/** Loading toasts as docs/shop-rules.md#messages lists them, spelling included ('Returing'). */
export const ORDER_TOASTS = {
  cancelling: "Canceling the order",
  returning: "Returing",
} as const;
