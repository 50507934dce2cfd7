/** Loading toasts of spec §8, verbatim (the spec spells 'Returing'). */
export const ORDER_TOASTS = {
  cancelling: "Canceling the order",
  returning: "Returing",
} as const;
