import { indiaDate } from "./india-time.js";
import { messages } from "./messages.js";

export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_PAGE_MAX = 200;
export const HOME_REVIEWS_MAX = 20;

export const REVIEW_MESSAGES = { verifyToPost: messages.review.verifyToPost } as const;

/** Initials for the generated avatar of a reviewer without a photo: "Meera Iyer" → "MI". */
export function initialsOf(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toUpperCase()).join("") || "?";
}

/** Dates on reviews are shown yyyy-mm-dd, as the day it was in India. */
export function reviewDate(iso: string): string {
  return indiaDate(new Date(iso));
}
