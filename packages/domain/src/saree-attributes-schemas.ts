import { z } from "zod";
import { emptyAsMissing, readBoolean } from "./form-values.js";
import {
  ATTRIBUTE_LABEL_MAX,
  attributeSlug,
  attributeValueOf,
  BUILT_IN_ATTRIBUTE_LISTS,
  type AttributeLists,
  LISTED_ATTRIBUTE_NAMES,
  SAREE_LENGTH_METRES,
  sareeAttributeMessages,
  type ListedAttribute,
  type ProductAttributes,
} from "./saree-attributes.js";

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** One listed attribute as a form sends it: its value or label in any case; empty or absent is none. */
const listedValue = (attribute: ListedAttribute, lists: AttributeLists) =>
  z.preprocess(
    emptyAsMissing,
    z
      .string()
      .max(60)
      .transform((text, context) => {
        const value = attributeValueOf(attribute, text, lists);
        if (value) return value;
        context.addIssue({ code: "custom", message: sareeAttributeMessages.unknownValue(attribute, text.trim(), lists) });
        return z.NEVER;
      })
      .nullish()
      .transform((value) => value ?? null),
  );

/** A saree's length in metres ("6.3" or 6.3); empty or absent is not said. */
export const SareeLengthSchema = z.preprocess(
  (value) => {
    const given = emptyAsMissing(typeof value === "string" ? value.trim() : value);
    return typeof given === "string" ? Number(given) : given;
  },
  z
    .number({ message: sareeAttributeMessages.length })
    .min(SAREE_LENGTH_METRES.min, { message: sareeAttributeMessages.length })
    .max(SAREE_LENGTH_METRES.max, { message: sareeAttributeMessages.length })
    .refine(hasAtMostTwoDecimals, { message: sareeAttributeMessages.length })
    .nullish()
    .transform((value) => value ?? null),
);

const blousePiece = z.preprocess(
  (value) => readBoolean(emptyAsMissing(value)),
  z
    .boolean({ message: "Blouse piece must be true or false" })
    .nullish()
    .transform((value) => value ?? null),
);

/** The attributes of the product form, picked from these lists: every one may be left out, empty or null (not said). */
export const productAttributesInputSchemaFor = (lists: AttributeLists) =>
  z.object({
    fabric: listedValue("fabric", lists),
    weave: listedValue("weave", lists),
    region: listedValue("region", lists),
    occasion: listedValue("occasion", lists),
    length: SareeLengthSchema,
    blousePiece,
  }) satisfies z.ZodType<ProductAttributes, unknown>;

/** The attributes of the product form with the built-in lists (the server checks against the shop's own lists too). */
export const ProductAttributesInputSchema = productAttributesInputSchemaFor(BUILT_IN_ATTRIBUTE_LISTS);
export type ProductAttributesInput = z.input<typeof ProductAttributesInputSchema>;

export const ProductAttributesSchema = z.object({
  fabric: z.string().nullable(),
  weave: z.string().nullable(),
  region: z.string().nullable(),
  occasion: z.string().nullable(),
  length: z.number().nullable(),
  blousePiece: z.boolean().nullable(),
});

/** The values a query gives a filter: one, several comma-separated, or the name repeated; blanks dropped. */
const filterTexts = (given: string | string[]) =>
  (Array.isArray(given) ? given : [given])
    .flatMap((text) => text.split(","))
    .map((text) => text.trim())
    .filter(Boolean);

/**
 * A filter of the product list by a listed attribute: one value, several comma-separated, or the
 * name repeated (`fabric=silk,cotton&fabric=linen`); any value the lists do not have is refused.
 * With `"any"`, a value the built-in list lacks passes as its wire form, for a server that checks it
 * against the shop's own lists (`unknownFilterValue`).
 */
const listedFilter = (attribute: ListedAttribute, lists: AttributeLists | "any") =>
  z
    .union([z.string().max(600), z.array(z.string().max(600)).max(30)])
    .transform((given, context) => {
      const texts = filterTexts(given);
      const values = new Set<string>();
      for (const text of texts) {
        const value =
          lists === "any" ? attributeValueOf(attribute, text) ?? (attributeSlug(text) || undefined) : attributeValueOf(attribute, text, lists);
        if (!value) {
          const known = lists === "any" ? BUILT_IN_ATTRIBUTE_LISTS : lists;
          context.addIssue({ code: "custom", message: sareeAttributeMessages.unknownValue(attribute, text, known) });
          return z.NEVER;
        }
        values.add(value);
      }
      // sorted, so the same filter in another order is the same listing (and cache entry)
      return [...values].sort();
    })
    .optional();

/** The first value of a checked filter that the shop's lists do not have, with the message that refuses it. */
export function unknownFilterValue(
  filters: Partial<Record<ListedAttribute, string[] | undefined>>,
  lists: AttributeLists,
): { attribute: ListedAttribute; message: string } | undefined {
  for (const attribute of LISTED_ATTRIBUTE_NAMES) {
    const unknown = filters[attribute]?.find((value) => !lists[attribute].some((option) => option.value === value));
    if (unknown) return { attribute, message: sareeAttributeMessages.unknownValue(attribute, unknown, lists) };
  }
  return undefined;
}

const lengthFilter = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
  .transform((given, context) => {
    const texts = filterTexts(given);
    const lengths = new Set<number>();
    for (const text of texts) {
      const parsed = SareeLengthSchema.safeParse(text);
      if (!parsed.success || parsed.data === null) {
        context.addIssue({ code: "custom", message: sareeAttributeMessages.length });
        return z.NEVER;
      }
      lengths.add(parsed.data);
    }
    return [...lengths].sort((a, b) => a - b);
  })
  .optional();

/** The attribute filters of GET /products/getAllProduct, by the attributes' own names, checked against these lists (or `"any"`: see `listedFilter`). */
export const attributeFilterShapeFor = (lists: AttributeLists | "any") => ({
  ...(Object.fromEntries(LISTED_ATTRIBUTE_NAMES.map((name) => [name, listedFilter(name, lists)])) as Record<
    ListedAttribute,
    ReturnType<typeof listedFilter>
  >),
  length: lengthFilter,
  blousePiece: z.preprocess((value) => readBoolean(emptyAsMissing(value)), z.boolean({ message: "blousePiece must be true or false" }).optional()),
});

export const attributeFilterShape = attributeFilterShapeFor(BUILT_IN_ATTRIBUTE_LISTS);

/** A value a seller adds to one of the lists (`addAttributeValue`): the list's name and the value as she writes it. */
export const AttributeValueFormSchema = z.object({
  attribute: z.enum(LISTED_ATTRIBUTE_NAMES as [ListedAttribute, ...ListedAttribute[]], {
    message: `attribute must be one of: ${LISTED_ATTRIBUTE_NAMES.join(", ")}`,
  }),
  label: z
    .string({ message: sareeAttributeMessages.labelRequired })
    .trim()
    .max(ATTRIBUTE_LABEL_MAX, { message: sareeAttributeMessages.labelTooLong })
    .refine((label) => attributeSlug(label) !== "", { message: sareeAttributeMessages.labelRequired }),
});
export type AttributeValueForm = z.infer<typeof AttributeValueFormSchema>;
