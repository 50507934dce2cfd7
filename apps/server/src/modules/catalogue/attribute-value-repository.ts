import {
  attributeListsWith,
  attributeSlug,
  attributeValueOf,
  type AddedAttributeValue,
  type AttributeLists,
  type ListedAttribute,
} from "@pallu/domain";
import { asc } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { attributeValues } from "../../db/schema/index.js";

/** The saree attribute lists as this shop has them: the built-in values and those the seller added. */
export async function shopAttributeLists(db: Queryable): Promise<AttributeLists> {
  const added = await db
    .select({ attribute: attributeValues.attribute, value: attributeValues.value, label: attributeValues.label })
    .from(attributeValues)
    .orderBy(asc(attributeValues.createdAt), asc(attributeValues.value));
  return attributeListsWith(added as AddedAttributeValue[]);
}

/**
 * Adds a value to one of the lists and answers its wire value; a value the list already has (by its
 * value or label in any case) is answered as it is, so adding twice is harmless.
 */
export async function addAttributeValue(db: Queryable, attribute: ListedAttribute, label: string): Promise<string> {
  const known = attributeValueOf(attribute, label, await shopAttributeLists(db));
  if (known) return known;
  const value = attributeSlug(label);
  await db.insert(attributeValues).values({ attribute, value, label: label.trim() }).onConflictDoNothing();
  return value;
}
