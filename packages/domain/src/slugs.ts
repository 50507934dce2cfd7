/**
 * Readable links: a product's or category's slug is the last part of its address
 * (/product/red-katan-silk-banarasi-saree). Lower-case ASCII letters and digits in words joined by
 * single hyphens, so a link reads the same in every chat app, mail client and search result.
 */

export const SLUG_MAX = 100;
/** A slug made from a name is cut to this many characters, leaving room for a suffix that makes it unique. */
export const SLUG_FROM_NAME_MAX = 80;

/**
 * Words that name the shop's own pages and actions; a slug may not be one of them, so an address
 * never reads as something it is not. The database's slug maker (migrations) keeps the same list.
 */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "new",
  "edit",
  "create",
  "delete",
  "search",
  "category",
  "categories",
  "product",
  "products",
  "reviews",
  "cart",
  "checkout",
  "account",
  "login",
  "signup",
  "sitemap",
  "images",
  "assets",
  "null",
  "undefined",
] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const slugMessages = {
  malformed:
    "A link may use only lower-case letters (a–z), digits and single hyphens between words, like red-silk-saree.",
  tooLong: `A link may be at most ${SLUG_MAX} characters long.`,
  reserved: (slug: string) => `“${slug}” is a word the shop keeps for its own pages; choose another link.`,
  idShaped: "A link may not look like a product number; use words from the name instead.",
  productTaken: (slug: string) => `Another product already uses the link “${slug}”, now or in the past; choose another.`,
  categoryTaken: (slug: string) => `Another category already uses the link “${slug}”, now or in the past; choose another.`,
} as const;

/**
 * The slug a name makes: accents dropped (é → e), "&" read as "and", every other run of characters
 * that is not a letter or digit a single hyphen, cut to SLUG_FROM_NAME_MAX at a hyphen. A name
 * with no Latin letters or digits makes an empty slug; the caller chooses a fallback. The database
 * makes the same slugs (slug_of in the migrations); a test holds the two together.
 */
export function slugOf(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // one hyphen for each run, so a slug never holds two in a row and trims by one at either end
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return words.slice(0, SLUG_FROM_NAME_MAX).replace(/-$/, "");
}

/** Why a slug a seller typed cannot be used, or undefined when it can (uniqueness is the server's to check). */
export function slugIssue(slug: string): string | undefined {
  if (slug.length > SLUG_MAX) return slugMessages.tooLong;
  if (!SLUG_PATTERN.test(slug)) return slugMessages.malformed;
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) return slugMessages.reserved(slug);
  if (UUID_SHAPE.test(slug)) return slugMessages.idShaped;
  return undefined;
}

/** A product page's path by its slug: what shared links, mails and the sitemap point at. */
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
