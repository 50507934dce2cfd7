import {
  HSN_PATTERN,
  NO_SIZE,
  PACKAGE_LIMITS,
  PRICE_MAX_RUPEES,
  PRODUCT_DETAILS_MAX,
  PRODUCT_OPTIONS_MAX,
  isOneOfAKindByDefault,
  STOCK_MAX,
  slugIssue,
  type ProductDetail,
  type ProductForm,
} from "@pallu/domain";
import { moveItem, replaceAt } from "../shared/list-editing";
import { attributesDraftOf, attributeValues, EMPTY_ATTRIBUTES, type AttributesDraft } from "./product-attributes-model";
import { imageCountIssue, productFormText } from "./product-form-text";
import { madeToOrderErrors, serviceDraftsOf, serviceValues, type ServiceDraft } from "../shared/services-model";

/**
 * The product form's state and rules, free of React: what the admin has typed, how the ordered
 * lists change, what is wrong with it, and the multipart body the API takes.
 *
 * The checks give the admin quick answers with the server's messages and the domain's limits;
 * the server validates the same form with the domain's ProductFormSchema and has the last word.
 * (That zod schema lives in a module the storefront's first load uses: using it here would put
 * zod on every shopper's first load.)
 */

export interface DetailRow {
  heading: string;
  detail: string;
}

/** A buying option as typed: numbers stay text until the form is checked. */
export interface OptionDraft {
  _id?: string;
  size: string;
  originalPrice: string;
  discountedPrice: string;
  stock: string;
}

export type ImageItem =
  { kind: "existing"; url: string } | { kind: "new"; key: string; file: File; previewUrl: string };

export interface ProductFormState {
  name: string;
  /** The product's link; empty makes it from the name. */
  slug: string;
  description: string;
  category: string;
  colourId: string;
  location: string;
  isCod: boolean;
  details: DetailRow[];
  /** The row typed under the list and not added yet: saving the form takes it too. */
  detailDraft: DetailRow;
  sizeOptions: boolean;
  /** The list of sizes, used with size options. */
  options: OptionDraft[];
  /** The one price and stock, used without size options. */
  single: OptionDraft;
  images: ImageItem[];
  /** A draft stays out of the shop until it is published. */
  hidden: boolean;
  /** A one-off piece; null until the seller says, when a product without sizes and with one piece is one. */
  oneOfAKind: boolean | null;
  /** The packed parcel of one piece, as typed: grams and centimetres, each may stay empty. */
  parcel: ParcelDraft;
  /** The HSN code as typed; empty takes the category's. */
  hsnCode: string;
  /** A GST rate set by hand ("5", "18"…), or "" for the rate the HSN code's rule gives. */
  gstRate: string;
  /** What the saree is: fabric, weave, region, occasion, length and blouse piece. */
  attributes: AttributesDraft;
  /** The product's own services; null while it takes its category's. */
  services: ServiceDraft[] | null;
  /** Working days to make a piece beyond the stock, as typed; empty when not made to order. */
  madeToOrderDays: string;
  /** A pre-order's launch day (YYYY-MM-DD); empty when not on pre-order. */
  availableFrom: string;
}

export interface ParcelDraft {
  weightGrams: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
}

const EMPTY_PARCEL: ParcelDraft = { weightGrams: "", lengthCm: "", breadthCm: "", heightCm: "" };

export type FieldErrors = Partial<Record<string, string>>;

export const EMPTY_DETAIL: DetailRow = { heading: "", detail: "" };

export const EMPTY_OPTION: OptionDraft = { size: "", originalPrice: "", discountedPrice: "", stock: "" };

export function emptyProductForm(): ProductFormState {
  return {
    name: "",
    slug: "",
    description: "",
    category: "",
    colourId: "",
    location: "",
    isCod: true,
    details: [],
    detailDraft: { ...EMPTY_DETAIL },
    sizeOptions: false,
    options: [],
    single: { ...EMPTY_OPTION },
    images: [],
    hidden: false,
    oneOfAKind: null,
    parcel: { ...EMPTY_PARCEL },
    hsnCode: "",
    gstRate: "",
    attributes: { ...EMPTY_ATTRIBUTES },
    services: null,
    madeToOrderDays: "",
    availableFrom: "",
  };
}

function draftOf(option: ProductDetail["buyingOption"][number]): OptionDraft {
  return {
    _id: option._id,
    size: option.size,
    originalPrice: String(option.originalPrice),
    discountedPrice: String(option.discountedPrice),
    stock: String(option.stock),
  };
}

/** Edit mode starts from the product as the API shows it. */
export function productFormFromProduct(product: ProductDetail): ProductFormState {
  const drafts = product.buyingOption.map(draftOf);
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    category: product.category?._id ?? "",
    colourId: product.color?._id ?? "",
    location: product.location ?? "",
    isCod: product.isCOD,
    details: product.details.map(({ heading, detail }) => ({ heading, detail })),
    detailDraft: { ...EMPTY_DETAIL },
    sizeOptions: product.sizeOption,
    options: product.sizeOption ? drafts : [],
    single: product.sizeOption ? { ...EMPTY_OPTION } : (drafts[0] ?? { ...EMPTY_OPTION }),
    images: product.images.map((url) => ({ kind: "existing", url })),
    hidden: product.hidden,
    oneOfAKind: product.oneOfAKind,
    parcel: {
      weightGrams: product.weightGrams?.toString() ?? "",
      lengthCm: product.lengthCm?.toString() ?? "",
      breadthCm: product.breadthCm?.toString() ?? "",
      heightCm: product.heightCm?.toString() ?? "",
    },
    hsnCode: product.hsnCode ?? "",
    gstRate: product.gstRate?.toString() ?? "",
    attributes: attributesDraftOf(product.attributes),
    services: product.ownServices ? serviceDraftsOf(product.ownServices) : null,
    madeToOrderDays: product.madeToOrderDays?.toString() ?? "",
    availableFrom: product.availableFrom ?? "",
  };
}

/* ---------- Details ---------- */

/** A detail is added only when its information text is there; the heading may stay empty (docs/shop-rules.md#product-form). */
export function addDetail(details: readonly DetailRow[], draft: DetailRow): DetailRow[] | null {
  if (draft.detail.trim() === "") return null;
  return [...details, { heading: draft.heading.trim(), detail: draft.detail.trim() }];
}

/* ---------- Buying options ---------- */

type OptionNumbers = { originalPrice: number; discountedPrice: number; stock: number };

function priceIssue(label: string, text: string): string | undefined {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} must not be negative`;
  if (value > PRICE_MAX_RUPEES) return `${label} is too large`;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return `${label} must have at most 2 decimals`;
  return undefined;
}

function stockIssue(text: string): string | undefined {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value)) return "Stock must be a number";
  if (!Number.isInteger(value)) return "Stock must be a whole number";
  if (value < 0) return "Stock must not be negative";
  if (value > STOCK_MAX) return `Stock must be at most ${STOCK_MAX.toLocaleString("en-IN")}`;
  return undefined;
}

/** The numbers of an option, or what is wrong with them, field by field. */
function optionNumbers(draft: OptionDraft): { errors: FieldErrors; values?: OptionNumbers } {
  const errors: FieldErrors = {
    originalPrice: priceIssue("Original price", draft.originalPrice),
    discountedPrice: priceIssue("Discounted price", draft.discountedPrice),
    stock: stockIssue(draft.stock),
  };
  if (errors.originalPrice || errors.discountedPrice || errors.stock) {
    return { errors: Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) };
  }
  const values = {
    originalPrice: Number(draft.originalPrice),
    discountedPrice: Number(draft.discountedPrice),
    stock: Number(draft.stock),
  };
  if (values.discountedPrice > values.originalPrice)
    return { errors: { discountedPrice: productFormText.discountAboveOriginal } };
  return { errors: {}, values };
}

/**
 * Checks one option before it joins the list. With size options a size is required and must
 * differ from the other rows' sizes; `editing` is the position being edited, if any.
 */
export function validateOptionDraft(
  draft: OptionDraft,
  {
    withSize,
    rows = [],
    editing = null,
  }: { withSize: boolean; rows?: readonly OptionDraft[]; editing?: number | null },
): FieldErrors {
  const errors = { ...optionNumbers(draft).errors };
  if (withSize) {
    const size = draft.size.trim().toLowerCase();
    if (!size) errors.size = productFormText.sizeRequired;
    else if (size.length > 30) errors.size = "Size is too long";
    else if (rows.some((row, position) => position !== editing && row.size.trim().toLowerCase() === size)) {
      errors.size = productFormText.sizeUnique;
    }
  }
  return errors;
}

/** "Apply this price to all sizes": every size takes the original and discounted price of one row. */
export function applyPriceToAll(rows: readonly OptionDraft[], from: number): OptionDraft[] {
  const source = rows[from];
  if (!source) return [...rows];
  return rows.map((row) => ({ ...row, originalPrice: source.originalPrice, discountedPrice: source.discountedPrice }));
}

/** Whether the sizes are priced differently, so that "Apply this price to all sizes" would change something. */
export function sizesPricedDifferently(rows: readonly OptionDraft[]): boolean {
  const [first, ...rest] = rows;
  if (!first) return false;
  return rest.some((row) => row.originalPrice !== first.originalPrice || row.discountedPrice !== first.discountedPrice);
}

/** Adds the draft as a new row, or puts it in the place of the row being edited. */
export function saveOption(rows: readonly OptionDraft[], draft: OptionDraft, editing: number | null): OptionDraft[] {
  const cleaned = { ...draft, size: draft.size.trim() };
  return editing === null ? [...rows, cleaned] : replaceAt(rows, editing, cleaned);
}

/* ---------- Images ---------- */

/**
 * The API keeps the current images first and adds new uploads after them, so an image moves
 * only among its own kind: current photos among themselves, new ones among themselves.
 */
export function canMoveImage(images: readonly ImageItem[], index: number, direction: -1 | 1): boolean {
  const target = images[index + direction];
  const image = images[index];
  return Boolean(image && target && image.kind === target.kind);
}

export function moveImage(images: readonly ImageItem[], index: number, direction: -1 | 1): ImageItem[] {
  return canMoveImage(images, index, direction) ? moveItem(images, index, direction) : [...images];
}

/* ---------- The parcel ---------- */

const PARCEL_FIELDS = [
  ["weightGrams", "Weight", PACKAGE_LIMITS.weightGrams],
  ["lengthCm", "Length", PACKAGE_LIMITS.sideCm],
  ["breadthCm", "Breadth", PACKAGE_LIMITS.sideCm],
  ["heightCm", "Height", PACKAGE_LIMITS.sideCm],
] as const;

type ParcelNumbers = Partial<Record<keyof ParcelDraft, number>>;

/** The parcel's numbers (an empty field is "not said"), or what is wrong, keyed parcel.<field>. */
function parcelNumbers(parcel: ParcelDraft): { errors: FieldErrors; values: ParcelNumbers } {
  const errors: FieldErrors = {};
  const values: ParcelNumbers = {};
  for (const [field, label, max] of PARCEL_FIELDS) {
    const text = parcel[field].trim();
    if (text === "") continue;
    const value = Number(text);
    if (!Number.isFinite(value)) errors[`parcel.${field}`] = `${label} must be a number`;
    else if (!Number.isInteger(value)) errors[`parcel.${field}`] = `${label} must be a whole number`;
    else if (value < 1) errors[`parcel.${field}`] = `${label} must be at least 1`;
    else if (value > max) errors[`parcel.${field}`] = `${label} must be at most ${max.toLocaleString("en-IN")}`;
    else values[field] = value;
  }
  return { errors, values };
}

/* ---------- The whole form ---------- */

export type ProductFormCheck = { ok: true; form: ProductForm } | { ok: false; errors: FieldErrors };

const firstMessage = (errors: FieldErrors) => Object.values(errors).find(Boolean);

/**
 * The whole form. Errors are keyed by field: name, description, category, details, images,
 * options (the size list) and single.<field> (the one price and stock without sizes).
 */
export function validateProductForm(state: ProductFormState): ProductFormCheck {
  const errors: FieldErrors = {};
  if (!state.name.trim()) errors.name = productFormText.nameRequired;
  const slug = state.slug.trim();
  const slugProblem = slug ? slugIssue(slug) : undefined;
  if (slugProblem) errors.slug = slugProblem;
  if (!state.description.trim()) errors.description = productFormText.descriptionRequired;
  if (!state.category) errors.category = productFormText.categoryRequired;
  // A row typed but not added is what the admin means to save, not something to ask for again.
  const details = addDetail(state.details, state.detailDraft) ?? state.details;
  if (details.length === 0) errors.details = productFormText.detailRequired;
  else if (details.length > PRODUCT_DETAILS_MAX) errors.details = `At most ${PRODUCT_DETAILS_MAX} details are allowed`;
  const imageIssue = imageCountIssue(state.images.length);
  if (imageIssue) errors.images = imageIssue;

  const options: ProductForm["buyingOptions"] = [];
  if (state.sizeOptions) {
    if (state.options.length === 0) errors.options = productFormText.optionRequired;
    else if (state.options.length > PRODUCT_OPTIONS_MAX)
      errors.options = `At most ${PRODUCT_OPTIONS_MAX} sizes are allowed`;
    state.options.forEach((row, index) => {
      const rowErrors = validateOptionDraft(row, { withSize: true, rows: state.options, editing: index });
      const message = firstMessage(rowErrors);
      if (message) errors.options ??= `Row ${index + 1}: ${message}`;
      const { values } = optionNumbers(row);
      if (values) options.push({ ...(row._id ? { _id: row._id } : {}), size: row.size.trim(), ...values });
    });
  } else {
    const { errors: singleErrors, values } = optionNumbers(state.single);
    for (const [field, message] of Object.entries(singleErrors)) errors[`single.${field}`] = message;
    if (values) options.push({ ...(state.single._id ? { _id: state.single._id } : {}), size: NO_SIZE, ...values });
  }

  const parcel = parcelNumbers(state.parcel);
  Object.assign(errors, parcel.errors);
  const attributes = attributeValues(state.attributes);
  Object.assign(errors, attributes.errors);
  const hsnCode = state.hsnCode.trim();
  if (hsnCode && !HSN_PATTERN.test(hsnCode)) errors.hsnCode = "HSN code must be 4, 6 or 8 digits";
  const services = serviceValues(state.services);
  if (services.error) errors.services = services.error;
  Object.assign(errors, madeToOrderErrors(state.madeToOrderDays, state.availableFrom));

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    form: {
      name: state.name.trim(),
      slug,
      description: state.description.trim(),
      category: state.category,
      cashOnDelivery: state.isCod,
      details: details.map(({ heading, detail }) => ({ heading: heading.trim(), detail: detail.trim() })),
      sizeOptions: state.sizeOptions,
      buyingOptions: options,
      color: state.colourId || undefined,
      location: state.location.trim() || undefined,
      hidden: state.hidden,
      oneOfAKind: state.oneOfAKind ?? isOneOfAKindByDefault({ sizeOptions: state.sizeOptions, buyingOptions: options }),
      ...parcel.values,
      hsnCode: hsnCode || undefined,
      gstRate: state.gstRate ? Number(state.gstRate) : undefined,
      attributes: attributes.values,
      services: services.values,
      madeToOrderDays: state.madeToOrderDays.trim() ? Number(state.madeToOrderDays) : undefined,
      availableFrom: state.availableFrom || undefined,
    },
  };
}

/** Whether the form shows the piece as one of a kind: as the seller said, else by the rule for one piece without sizes. */
export function showsOneOfAKind(state: Pick<ProductFormState, "oneOfAKind" | "sizeOptions" | "single">): boolean {
  if (state.oneOfAKind !== null) return state.oneOfAKind;
  return !state.sizeOptions && state.single.stock.trim() === "1";
}

/** The multipart body of createProduct / updateProduct (docs/api.md#products). */
export function productFormData(form: ProductForm, images: readonly ImageItem[], id?: string): FormData {
  const body = new FormData();
  if (id) body.set("id", id);
  body.set("name", form.name);
  // Sent even when empty: an emptied link is made again from the name.
  body.set("slug", form.slug ?? "");
  body.set("description", form.description);
  body.set("category", form.category);
  body.set("cashOnDelivery", String(form.cashOnDelivery));
  body.set("details", JSON.stringify(form.details));
  body.set("sizeOptions", String(form.sizeOptions));
  body.set("buyingOptions", JSON.stringify(form.buyingOptions));
  // Sent even when empty: clearing the colour or the origin on edit must clear it on the product.
  body.set("color", form.color ?? "");
  body.set("location", form.location ?? "");
  body.set("hidden", String(form.hidden));
  body.set("oneOfAKind", String(form.oneOfAKind));
  // Empty fields clear the parcel's measures, as they clear the colour.
  for (const field of ["weightGrams", "lengthCm", "breadthCm", "heightCm"] as const)
    body.set(field, form[field]?.toString() ?? "");
  body.set("hsnCode", form.hsnCode ?? "");
  body.set("gstRate", form.gstRate?.toString() ?? "");
  body.set("attributes", JSON.stringify(form.attributes));
  // Empty text puts the product back on its category's services; empty fields end made to order and pre-order.
  body.set("services", form.services ? JSON.stringify(form.services) : "");
  body.set("madeToOrderDays", form.madeToOrderDays?.toString() ?? "");
  body.set("availableFrom", form.availableFrom ?? "");
  if (id) {
    const kept = images.flatMap((image) => (image.kind === "existing" ? [image.url] : []));
    body.set("existingImages", JSON.stringify(kept));
  }
  for (const image of images) if (image.kind === "new") body.append("images", image.file, image.file.name);
  return body;
}
