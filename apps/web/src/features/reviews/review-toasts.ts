/** Loading toasts as docs/shop-rules.md#messages lists them, word for word. */
export const REVIEW_TOASTS = {
  posting: "Posting Review",
  updating: "Updating Review",
  deleting: "Deleting Review",
} as const;
