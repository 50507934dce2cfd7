/**
 * What a saree is, in the words sellers and shoppers use: its fabric, weave or craft, region of
 * origin and occasion, each a list the back office picks from and the shop filters by (the lists
 * below, and the values a shop adds to them: see `AttributeLists`),
 * plus its length in metres and whether a blouse piece comes with it. Wire values are the slugs
 * (`banarasi`); the labels are what people read.
 */

export type AttributeOption = { readonly value: string; readonly label: string };

const optionsOf = (labels: readonly string[]): readonly AttributeOption[] =>
  labels.map((label) => ({ value: attributeSlug(label), label }));

/** A label as a wire value: lower case, words joined by dashes ("Kota Doria" → "kota-doria"). */
export function attributeSlug(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-");
}

export const FABRICS = optionsOf([
  "Silk",
  "Cotton",
  "Georgette",
  "Chiffon",
  "Linen",
  "Organza",
  "Crepe",
  "Net",
  "Satin",
  "Tussar",
  "Muga",
  "Khadi",
  "Cotton Silk",
  "Art Silk",
  "Tissue",
  "Velvet",
  "Rayon",
]);

export const WEAVES = optionsOf([
  "Banarasi",
  "Kanjeevaram",
  "Chanderi",
  "Bandhani",
  "Ikat",
  "Paithani",
  "Patola",
  "Jamdani",
  "Kalamkari",
  "Sambalpuri",
  "Maheshwari",
  "Pochampally",
  "Baluchari",
  "Kota Doria",
  "Tant",
  "Gadwal",
  "Leheriya",
  "Chikankari",
  "Kantha",
  "Phulkari",
  "Mysore Silk",
  "Bagh",
]);

/** The states whose weaving and printing traditions the shop's pieces come from. */
export const REGIONS = optionsOf([
  "Andhra Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Gujarat",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "West Bengal",
]);

export const OCCASIONS = optionsOf(["Wedding", "Bridal", "Festive", "Party", "Reception", "Casual", "Office"]);

/** The attributes picked from a list, by their wire name. */
export const LISTED_ATTRIBUTES = {
  fabric: { label: "Fabric", options: FABRICS },
  weave: { label: "Weave", options: WEAVES },
  region: { label: "Region", options: REGIONS },
  occasion: { label: "Occasion", options: OCCASIONS },
} as const;
export type ListedAttribute = keyof typeof LISTED_ATTRIBUTES;
export const LISTED_ATTRIBUTE_NAMES = Object.keys(LISTED_ATTRIBUTES) as ListedAttribute[];

/** Every value a shop may pick for each listed attribute: the built-in lists and the shop's own additions. */
export type AttributeLists = Record<ListedAttribute, readonly AttributeOption[]>;

/** The lists as the shop ships them, before a seller adds her own values. */
export const BUILT_IN_ATTRIBUTE_LISTS: AttributeLists = {
  fabric: FABRICS,
  weave: WEAVES,
  region: REGIONS,
  occasion: OCCASIONS,
};

/** A value a seller added to a list. */
export type AddedAttributeValue = { attribute: ListedAttribute; value: string; label: string };

/** The built-in lists with a shop's own values after them (a value already listed is not repeated). */
export function attributeListsWith(added: readonly AddedAttributeValue[]): AttributeLists {
  const lists = { ...BUILT_IN_ATTRIBUTE_LISTS };
  for (const { attribute, value, label } of added) {
    if (lists[attribute].some((option) => option.value === value)) continue;
    lists[attribute] = [...lists[attribute], { value, label }];
  }
  return lists;
}

/** A seller's new value: its label as she writes it, at most 40 characters, with letters or digits. */
export const ATTRIBUTE_LABEL_MAX = 40;

/** A saree's length in metres: a short one is 4.5, the usual 5.5 to 6.3, a nine-yard saree 8.2. */
export const SAREE_LENGTH_METRES = { min: 1, max: 12 } as const;

export type ProductAttributes = {
  fabric: string | null;
  weave: string | null;
  region: string | null;
  occasion: string | null;
  /** Metres, at most two decimals. */
  length: number | null;
  blousePiece: boolean | null;
};

export const NO_ATTRIBUTES: ProductAttributes = {
  fabric: null,
  weave: null,
  region: null,
  occasion: null,
  length: null,
  blousePiece: null,
};

/** The wire value a seller or a link names, by its value or its label in any case; undefined when the list has no such entry. */
export function attributeValueOf(
  attribute: ListedAttribute,
  text: string,
  lists: AttributeLists = BUILT_IN_ATTRIBUTE_LISTS,
): string | undefined {
  const slug = attributeSlug(text);
  return lists[attribute].find((option) => option.value === slug)?.value;
}

/**
 * The label of a wire value ("kanjeevaram" → "Kanjeevaram"). A value the lists at hand lack (one the
 * seller added, where only the built-in lists are known) reads as its words: "matka-silk" → "Matka Silk".
 */
export function attributeLabel(
  attribute: ListedAttribute,
  value: string,
  lists: AttributeLists = BUILT_IN_ATTRIBUTE_LISTS,
): string {
  const listed = lists[attribute].find((option) => option.value === value)?.label;
  return listed ?? value.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

export const sareeAttributeMessages = {
  unknownValue: (attribute: ListedAttribute, value: string, lists: AttributeLists = BUILT_IN_ATTRIBUTE_LISTS) =>
    `Unknown ${attribute} "${value}"; use one of: ${lists[attribute].map((option) => option.value).join(", ")}`,
  labelRequired: "Write the new value with at least one letter or digit",
  labelTooLong: `A value may be ${ATTRIBUTE_LABEL_MAX} characters at most`,
  length: `Saree length must be between ${SAREE_LENGTH_METRES.min} and ${SAREE_LENGTH_METRES.max} metres, with at most 2 decimals`,
} as const;

/** "6.3 m". */
export function formatSareeLength(metres: number): string {
  return `${metres} m`;
}

/** The attributes as a product page lists them: a heading and its text, only those the seller gave. */
export function attributeLines(attributes: ProductAttributes): { heading: string; detail: string }[] {
  const lines: { heading: string; detail: string }[] = LISTED_ATTRIBUTE_NAMES.flatMap((name) => {
    const value = attributes[name];
    return value ? [{ heading: LISTED_ATTRIBUTES[name].label, detail: attributeLabel(name, value) }] : [];
  });
  if (attributes.length !== null) lines.push({ heading: "Length", detail: formatSareeLength(attributes.length) });
  if (attributes.blousePiece !== null) lines.push({ heading: "Blouse piece", detail: attributes.blousePiece ? "Included" : "Not included" });
  return lines;
}

/** The words a product is found by for its attributes: the labels of its listed values. */
export function attributeSearchWords(attributes: Pick<ProductAttributes, ListedAttribute>): string[] {
  return LISTED_ATTRIBUTE_NAMES.flatMap((name) => {
    const value = attributes[name];
    return value ? [attributeLabel(name, value)] : [];
  });
}
