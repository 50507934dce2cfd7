/**
 * A link a slide may carry: a path of this shop ("/search?category=…", "/product/…"), never another
 * site: no scheme, no "//host", no backslash, no spaces or control characters.
 */
export function isShopPath(link: string): boolean {
  if (!link.startsWith("/") || link.startsWith("//") || link.length > 300) return false;
  if (/[\\\s\p{Cc}]/u.test(link)) return false;
  try {
    return new URL(link, "https://shop.invalid").origin === "https://shop.invalid";
  } catch {
    return false;
  }
}

export const SLIDE_ARRANGE_TYPES = ["UP", "DOWN", "DELETE"] as const;

export type SlideArrangeType = (typeof SLIDE_ARRANGE_TYPES)[number];
