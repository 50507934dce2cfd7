import { attributeSearchWords, type ListedAttribute } from "@pallu/domain";
import type { ProductDetailRow } from "../../db/schema/index.js";

/** Between the short head (what typos are matched against) and the long rest of search_text. */
export const SEARCH_TEXT_SEPARATOR = " | ";

const clean = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => (part ?? "").replace(/\|/g, " ").trim())
    .filter(Boolean)
    .join(" ")
    .toLowerCase()
    .replace(/\s+/g, " ");

/**
 * The text a product is found by: what it is called and where it belongs (name, category,
 * colour, origin, fabric, weave, region, occasion), then what it says (description, details). The database derives
 * search_name from the part before the separator for typo-tolerant matching; the full-text
 * vector covers everything.
 */
export function buildSearchText(input: {
  name: string;
  categoryName?: string | null;
  colourName?: string | null;
  location?: string | null;
  /** The listed attributes: their labels are words the product is called by ("banarasi", "silk"). */
  attributes?: Record<ListedAttribute, string | null>;
  description: string;
  details: ProductDetailRow[];
}): string {
  const head = clean([input.name, input.categoryName, input.colourName, input.location, ...(input.attributes ? attributeSearchWords(input.attributes) : [])]).slice(0, 300);
  const rest = clean([input.description, ...input.details.flatMap((d) => [d.heading, d.detail])]);
  return `${head}${SEARCH_TEXT_SEPARATOR}${rest}`.slice(0, 4000);
}
