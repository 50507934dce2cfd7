/** Loading toasts of spec §8, verbatim. */
export const REVIEW_TOASTS = {
  posting: "Posting Review",
  updating: "Updating Review",
  deleting: "Deleting Review",
} as const;
