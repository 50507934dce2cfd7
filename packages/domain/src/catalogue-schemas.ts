import { CurrencyParamSchema, ListingInCurrencySchema } from "./selling-abroad-schemas.js";
import { z } from "zod";
import {
  emptyAsMissing,
  formBoolean,
  numberFromText,
  jsonField,
  optionalField,
  pageLimit,
  pageNumber,
  requiredText,
} from "./form-values.js";
import {
  ADMIN_PRODUCT_LIST_MAX,
  NO_SIZE,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  SORT_FIELDS,
  SORT_ORDERS,
} from "./constants.js";
import {
  COLOUR_CODE_PATTERN,
  PACKAGE_LIMITS,
  PRICE_MAX_RUPEES,
  PRODUCT_DETAILS_MAX,
  PRODUCT_OPTIONS_MAX,
  SIZE_CHART_MAX,
  STOCK_MAX,
  productFormMessages,
} from "./catalogue-forms.js";
import { GST_RATES } from "./gst.js";
import { ServiceSchema, ServicesFieldSchema } from "./services-schemas.js";
import { MADE_TO_ORDER_DAYS_MAX } from "./services.js";
import { HsnCodeSchema } from "./gst-schemas.js";
import { messages } from "./messages.js";
import { answerWith } from "./responses-schemas.js";
import {
  attributeFilterShape,
  attributeFilterShapeFor,
  productAttributesInputSchemaFor,
  ProductAttributesSchema,
} from "./saree-attributes-schemas.js";
import { BUILT_IN_ATTRIBUTE_LISTS, LISTED_ATTRIBUTE_NAMES, NO_ATTRIBUTES, type AttributeLists } from "./saree-attributes.js";
import { SlugInputSchema } from "./slugs-schemas.js";

export const IdSchema = z.uuid({ message: "Invalid id" });

const rupees = z.coerce
  .number({ message: "Prices must be numbers" })
  .min(0, { message: "Prices must not be negative" })
  .max(10_000_000, { message: "Price is too large" });

/** The filters of a product listing; the spec spells availability "availibility", both are accepted. */
const productListFieldsWith = (attributeFilters: ReturnType<typeof attributeFilterShapeFor>) => ({
  page: pageNumber,
  limit: pageLimit(PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX),
  /** A category's id, its link (slug, current or past) or its name, in any case. */
  category: z.string().trim().max(100).optional(),
  priceMin: rupees.optional(),
  priceMax: rupees.optional(),
  discount: z.coerce.number().min(0).max(100).optional(),
  availibility: formBoolean.optional(),
  availability: formBoolean.optional(),
  location: z.string().trim().max(60).optional(),
  payment: z.enum(["On", "Off"], { message: "Payment must be On or Off" }).optional(),
  /** A colour's id, name (any case) or code. */
  color: z.string().trim().max(40).optional(),
  /** Only products with this size in stock ("M", "free size"; any case). */
  size: z.string().trim().max(30).optional(),
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(SORT_FIELDS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  /** fabric, weave, region, occasion (values of their lists), length (metres), blousePiece. */
  ...attributeFilters,
});
const productListFields = productListFieldsWith(attributeFilterShape);

const priceRangeInOrder = {
  check: (q: { priceMin?: number | undefined; priceMax?: number | undefined }) =>
    q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax,
  issue: { message: "priceMin must not be above priceMax", path: ["priceMin"] },
};

/** A storefront listing's query (GET /products/getAllProduct, the search pages): at most 60 a page. */
export const ProductListQuerySchema = z
  .object(productListFields)
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);

/**
 * GET /products/getAllProduct as it is asked: a storefront listing, or with `all=true` from an
 * admin the back office's list of everything, up to 9,999 a page. The limit is kept as asked up
 * to that; the route holds anyone else to a storefront page.
 */
export const ProductListRequestSchema = z
  .object({
    ...productListFieldsWith(attributeFilterShapeFor("any")),
    limit: pageLimit(PRODUCT_PAGE_SIZE_DEFAULT, ADMIN_PRODUCT_LIST_MAX),
    all: formBoolean.optional(),
    /** Prices in this currency too (ISO 4217), beside the rupees. */
    currency: CurrencyParamSchema,
  })
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);
export type ProductListRequest = z.output<typeof ProductListRequestSchema>;

/**
 * The storefront query as the server reads it: an attribute value the built-in lists lack passes in
 * its wire form, and the server refuses it unless the shop's own lists have it (`unknownFilterValue`).
 */
export const ShopProductListQuerySchema = z
  .object(productListFieldsWith(attributeFilterShapeFor("any")))
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>;
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** The admin list (POST) asks for everything at once, deleted products excluded. */
export const AdminProductListBodySchema = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_PRODUCT_LIST_MAX, ADMIN_PRODUCT_LIST_MAX),
  sortBy: z.enum(SORT_FIELDS).default("createdAt"),
  sortOrder: z.enum(SORT_ORDERS).default("desc"),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  availibility: formBoolean.optional(),
  all: formBoolean.optional(),
});
export type AdminProductListBody = z.output<typeof AdminProductListBodySchema>;

export const BuyingOptionSchema = z.object({
  _id: z.string(),
  size: z.string(),
  originalPrice: z.number(),
  discountedPrice: z.number(),
  stock: z.number().int(),
});
export type BuyingOption = z.infer<typeof BuyingOptionSchema>;

export const DetailSchema = z.object({ heading: z.string(), detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

export const CategoryRefSchema = z.object({ _id: z.string(), slug: z.string(), name: z.string() });
export const ColourSchema = z.object({ _id: z.string(), colorName: z.string(), colorCode: z.string() });
export type Colour = z.infer<typeof ColourSchema>;

export const ProductSummarySchema = z.object({
  _id: z.string(),
  /** The product's readable link: its page is /product/<slug> (docs/catalogue.md, "Readable links"). */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** The price a shopper pays for the cheapest size (the spec's Product.discountPrice). */
  discountPrice: z.number(),
  /** In lists, the category's name: the label a product card shows (the spec's entity). */
  category: z.string().nullable(),
  categoryId: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  minPrice: z.number(),
  maxDiscount: z.number(),
  minStock: z.number().int(),
  stock: z.number().int(),
  totalBuyingOption: z.number().int(),
  totalOutOfStock: z.number().int(),
  isCOD: z.boolean(),
  sizeOption: z.boolean(),
  buyingOption: z.array(BuyingOptionSchema),
  color: ColourSchema.nullable(),
  location: z.string().nullable(),
  viewed: z.number().int(),
  purchased: z.number().int(),
  createdAt: z.string(),
  /** A draft, seen only in the back office. */
  hidden: z.boolean(),
  /** A one-off piece: sold one at a time, shown as one of a kind, then as sold (docs/catalogue.md). */
  oneOfAKind: z.boolean(),
  /** What the saree is: fabric, weave, region, occasion (wire values), length in metres, blouse piece. */
  attributes: ProductAttributesSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  /** One product, read to show or edit it, carries its category as an object (the spec's entity). */
  category: CategoryRefSchema.nullable(),
  details: z.array(DetailSchema),
  suggestions: z.array(ProductSummarySchema),
  /** The packed parcel of one piece, in grams and centimetres; null where the seller has not said. */
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  breadthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  /** The size chart of the product's category, as the seller wrote it. */
  sizeChart: z.string().nullable(),
  hsnCode: z.string().nullable(),
  /** A rate the seller set by hand; null when the HSN code's rule decides. */
  gstRate: z.number().int().nullable(),
  /** What the seller does to the saree before it leaves (its own, or its category's). */
  services: z.array(ServiceSchema).optional(),
  /** The product's own services, null when it takes its category's (the product form reads this). */
  ownServices: z.array(ServiceSchema).nullable().optional(),
  /** Sold beyond its stock, each extra piece made in this many working days; null when not made to order. */
  madeToOrderDays: z.number().int().nullable().optional(),
  /** A pre-order: the launch day (YYYY-MM-DD) before which nothing is sent. */
  availableFrom: z.string().nullable().optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const PaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ProductListResponseSchema = answerWith({
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  ...ListingInCurrencySchema.shape,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const CategorySchema = z.object({
  _id: z.string(),
  /** The category's readable link: its listing is /search?category=<slug>. */
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  productCount: z.number().int(),
  sizeChart: z.string().nullable(),
  hsnCode: z.string().nullable(),
  /** The services its products start with. */
  services: z.array(ServiceSchema).optional(),
});
export type Category = z.infer<typeof CategorySchema>;

/** What the search page offers when a search finds nothing: the words spelt as the catalogue spells them, and where shoppers usually look. */
export const SearchSuggestionsSchema = z.object({
  didYouMean: z.string().nullable(),
  categories: z.array(CategorySchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

export const CategoryListResponseSchema = answerWith({
  categories: z.array(CategorySchema),
});
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

/* ---------- Admin writes: the product, category, buying-option and colour forms ---------- */

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A price in rupees as the admin types it: not negative, paise at most. */
export const PriceRupeesSchema = numberFromText(
  z
    .number({ message: "must be a number" })
    .min(0, { message: "must not be negative" })
    .max(PRICE_MAX_RUPEES, { message: "is too large" })
    .refine(hasAtMostTwoDecimals, { message: "must have at most 2 decimals" }),
);

export const StockSchema = numberFromText(
  z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must not be negative" })
    .max(STOCK_MAX, { message: `must be at most ${STOCK_MAX.toLocaleString("en-IN")}` }),
);

const SizeSchema = z.string().trim().max(30, { message: "Size is too long" });

/** What one size sells at and how many are left, as the product form and the size editor take them. */
const priceAndStock = { originalPrice: PriceRupeesSchema, discountedPrice: PriceRupeesSchema, stock: StockSchema };
/** A size's sale price is never above its original price. */
const discountNotAboveOriginal = (option: { originalPrice: number; discountedPrice: number }) =>
  option.discountedPrice <= option.originalPrice;
const discountAboveOriginal = { message: productFormMessages.discountAboveOriginal, path: ["discountedPrice"] };

/** One buying option of the product form; `_id` marks an option that already exists. */
export const BuyingOptionInputSchema = /* @__PURE__ */ z
  .object({ _id: IdSchema.optional(), size: SizeSchema.default(""), ...priceAndStock })
  .refine(discountNotAboveOriginal, discountAboveOriginal);
export type BuyingOptionInput = z.input<typeof BuyingOptionInputSchema>;
export type BuyingOptionFields = z.output<typeof BuyingOptionInputSchema>;

export const DetailInputSchema = z.object({
  heading: z.string().trim().max(100).default(""),
  detail: z
    .string()
    .trim()
    .min(1, { message: productFormMessages.detailTextRequired })
    .max(2000, { message: "A detail is too long" }),
});

const optionalId = optionalField(IdSchema);
/** A whole number the form may leave empty ("" or absent: not said). */
const optionalWhole = (label: string, max: number) =>
  z.preprocess(
    (value) => {
      const given = emptyAsMissing(value);
      return typeof given === "string" ? Number(given) : given;
    },
    z
      .number({ message: `${label} must be a number` })
      .int({ message: `${label} must be a whole number` })
      .min(1, { message: `${label} must be at least 1` })
      .max(max, { message: `${label} must be at most ${max.toLocaleString("en-IN")}` })
      .optional(),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/**
 * The product form, typed (booleans, arrays, numbers): what the web form builds and what the
 * server validates after reading the multipart fields. Image counts are checked with
 * `productImageIssue`, because files are not part of this object.
 */
export const productFormSchemaFor = (lists: AttributeLists) =>
  z
  .object({
    name: z.string().trim().min(1, { message: productFormMessages.nameRequired }).max(200),
    /** The product's link: left out, it stays as it is; empty, it is made from the name. */
    slug: SlugInputSchema,
    description: z.string().trim().min(1, { message: productFormMessages.descriptionRequired }).max(5000),
    category: z
      .string({ message: productFormMessages.categoryRequired })
      .trim()
      .min(1, { message: productFormMessages.categoryRequired })
      .pipe(IdSchema),
    cashOnDelivery: z.boolean(),
    details: z.array(DetailInputSchema).max(PRODUCT_DETAILS_MAX).min(1, { message: productFormMessages.detailRequired }),
    sizeOptions: z.boolean(),
    buyingOptions: z
      .array(BuyingOptionInputSchema)
      .max(PRODUCT_OPTIONS_MAX)
      .min(1, { message: productFormMessages.optionRequired }),
    color: optionalId,
    location: optionalText(60),
    /** A draft stays out of the shop until it is published. */
    hidden: z.boolean().default(false),
    /** A one-off piece; left out, a product without sizes and with one piece is one (docs/catalogue.md). */
    oneOfAKind: z.boolean().optional(),
    weightGrams: optionalWhole("Weight", PACKAGE_LIMITS.weightGrams),
    lengthCm: optionalWhole("Length", PACKAGE_LIMITS.sideCm),
    breadthCm: optionalWhole("Breadth", PACKAGE_LIMITS.sideCm),
    heightCm: optionalWhole("Height", PACKAGE_LIMITS.sideCm),
    /** Left empty, a product takes its category's HSN code. */
    hsnCode: optionalField(HsnCodeSchema),
    /** Left empty, the rate follows the HSN code's rule (docs/gst.md). */
    gstRate: optionalField(numberFromText(z.number().refine((rate) => (GST_RATES as readonly number[]).includes(rate), { message: "GST rate must be 0, 5, 12, 18 or 28" }))),
    attributes: z.preprocess(emptyAsMissing, productAttributesInputSchemaFor(lists).default(NO_ATTRIBUTES)),
    /** Left out, the product keeps what it had (a new one takes its category's); null or empty text, back to the category's. */
    services: ServicesFieldSchema.optional(),
    madeToOrderDays: optionalField(numberFromText(z.number({ message: "Made to order is whole working days" }).int({ message: "Made to order is whole working days" }).min(1, { message: "Made to order takes at least 1 working day" }).max(MADE_TO_ORDER_DAYS_MAX, { message: `Made to order can take at most ${MADE_TO_ORDER_DAYS_MAX} working days` }))),
    availableFrom: optionalField(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Launch day must be a date (YYYY-MM-DD)" })),
  })
  .superRefine((form, context) => {
    if (form.oneOfAKind === true) {
      if (form.sizeOptions) context.addIssue({ code: "custom", message: productFormMessages.oneOfAKindSizes, path: ["oneOfAKind"] });
      form.buyingOptions.forEach((option, index) => {
        if (option.stock > 1) context.addIssue({ code: "custom", message: productFormMessages.oneOfAKindStock, path: ["buyingOptions", index, "stock"] });
      });
    }
    if (!form.sizeOptions) {
      const only = form.buyingOptions[0];
      if (form.buyingOptions.length !== 1 || (only && only.size !== "" && only.size.toUpperCase() !== NO_SIZE)) {
        context.addIssue({ code: "custom", message: productFormMessages.singleOption, path: ["buyingOptions"] });
      }
      return;
    }
    const seen = new Set<string>();
    form.buyingOptions.forEach((option, index) => {
      if (!option.size) {
        context.addIssue({ code: "custom", message: productFormMessages.sizeRequired, path: ["buyingOptions", index, "size"] });
        return;
      }
      const key = option.size.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({ code: "custom", message: productFormMessages.sizeUnique, path: ["buyingOptions", index, "size"] });
      }
      seen.add(key);
    });
    const ids = form.buyingOptions.flatMap((option) => (option._id ? [option._id] : []));
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: "custom", message: "A buying option appears twice", path: ["buyingOptions"] });
    }
  })
  .transform((form) => ({
    ...form,
    oneOfAKind: form.oneOfAKind ?? isOneOfAKindByDefault(form),
    // a product without sizes always sells its one option as "NA"
    buyingOptions: form.sizeOptions ? form.buyingOptions : form.buyingOptions.map((option) => ({ ...option, size: NO_SIZE })),
  }));
/** A product the seller has not said about is one of a kind when it has no sizes and one piece. */
export function isOneOfAKindByDefault(form: { sizeOptions: boolean; buyingOptions: readonly { stock: number }[] }): boolean {
  return !form.sizeOptions && form.buyingOptions.length === 1 && form.buyingOptions[0]!.stock === 1;
}


/** The product form with the built-in attribute lists; the server checks with the shop's own lists (`productFormSchemaFor`). */
export const ProductFormSchema = productFormSchemaFor(BUILT_IN_ATTRIBUTE_LISTS);
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;

/** The attributes a form sends, as an `attributes` object, as fields of their own, or both (a field of its own wins). */
function attributesOfFields(fields: Record<string, unknown>): unknown {
  const { attributes } = fields;
  const own = Object.fromEntries(
    [...LISTED_ATTRIBUTE_NAMES, "length", "blousePiece"].flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
  );
  if (attributes === undefined || attributes === null || attributes === "") return own;
  return typeof attributes === "object" && !Array.isArray(attributes) ? { ...attributes, ...own } : attributes;
}

/** The multipart text fields of createProduct / updateProduct, turned into the typed form. */
export const productMultipartFieldsSchemaFor = (lists: AttributeLists) => {
  const productForm = productFormSchemaFor(lists);
  return z
  .object({
    name: z.string().default(""),
    slug: z.string().optional(),
    description: z.string().default(""),
    category: z.string().default(""),
    cashOnDelivery: formBoolean.default(true),
    details: jsonField("details").default([]),
    sizeOptions: formBoolean.default(false),
    buyingOptions: jsonField("buyingOptions").default([]),
    color: z.string().optional(),
    location: z.string().optional(),
    hidden: formBoolean.default(false),
    oneOfAKind: formBoolean.optional(),
    weightGrams: z.string().optional(),
    lengthCm: z.string().optional(),
    breadthCm: z.string().optional(),
    heightCm: z.string().optional(),
    hsnCode: z.string().optional(),
    gstRate: z.string().optional(),
    services: z.unknown().optional(),
    madeToOrderDays: z.string().optional(),
    availableFrom: z.string().optional(),
    /** The attributes as one JSON object (text or value), or each as its own field (`fabric`, `length`, …). */
    attributes: jsonField("attributes").optional(),
    ...Object.fromEntries([...LISTED_ATTRIBUTE_NAMES, "length", "blousePiece"].map((name) => [name, z.unknown().optional()])),
  })
  .transform((fields, context) => {
    const form = productForm.safeParse({ ...fields, attributes: attributesOfFields(fields) });
    if (form.success) return form.data;
    for (const issue of form.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });
};
export const ProductMultipartFieldsSchema = productMultipartFieldsSchemaFor(BUILT_IN_ATTRIBUTE_LISTS);

export const ProductIdBodySchema = z.object({ id: IdSchema });

export const CategoryFormSchema = z.object({
  name: requiredText(messages.categoryForm.fieldRequired, 60, "Category name is too long"),
  /** The category's link: left out, it stays as it is; empty, it is made from the name. */
  slug: SlugInputSchema,
  /** One row a line, cells split by "|"; empty for none. */
  sizeChart: z
    .string()
    .trim()
    .max(SIZE_CHART_MAX, { message: "The size chart is too long" })
    .transform((chart) => chart.replace(/\r\n?/g, "\n"))
    .optional(),
  /** The HSN code a new product of the category starts with; "" clears it. */
  hsnCode: z.union([z.literal(""), HsnCodeSchema]).optional(),
  /** The services the category's products start with; left out, they stay as they are. */
  services: ServicesFieldSchema.optional(),
});
export type CategoryForm = z.infer<typeof CategoryFormSchema>;

export const CategoryUpdateFieldsSchema = CategoryFormSchema.extend({ id: IdSchema });
export const CategoryIdBodySchema = z.object({ id: IdSchema });

export const CategoryWriteResponseSchema = CategoryListResponseSchema;

/** POST /products/varient: one more size of a product that has size options. */
export const BuyingOptionCreateSchema = /* @__PURE__ */ z
  .object({ productId: IdSchema, size: SizeSchema.min(1, { message: productFormMessages.sizeRequired }), ...priceAndStock })
  .refine(discountNotAboveOriginal, discountAboveOriginal);
export type BuyingOptionCreate = z.output<typeof BuyingOptionCreateSchema>;

/** PUT /products/varient: changes only the fields sent. */
export const BuyingOptionUpdateSchema = z.object({
  productId: IdSchema,
  varientId: IdSchema,
  size: SizeSchema.min(1, { message: productFormMessages.sizeRequired }).optional(),
  originalPrice: PriceRupeesSchema.optional(),
  discountedPrice: PriceRupeesSchema.optional(),
  stock: StockSchema.optional(),
});
export type BuyingOptionUpdate = z.output<typeof BuyingOptionUpdateSchema>;

export const BuyingOptionDeleteSchema = z.object({ productId: IdSchema, varientId: IdSchema });

const colourName = z.string().trim().min(1, { message: "Colour name is required" }).max(40, { message: "Colour name is too long" });
const colourCode = z.string().trim().regex(COLOUR_CODE_PATTERN, { message: "Colour code must look like #RRGGBB" });

export const ColourCreateSchema = z.object({ colorName: colourName, colorCode: colourCode });
export const ColourUpdateSchema = z
  .object({ id: IdSchema, colorName: colourName.optional(), colorCode: colourCode.optional() })
  .refine((body) => body.colorName !== undefined || body.colorCode !== undefined, { message: "Nothing to change" });
export const ColourIdBodySchema = z.object({ id: IdSchema });
export type ColourCreate = z.infer<typeof ColourCreateSchema>;
export type ColourUpdate = z.infer<typeof ColourUpdateSchema>;
