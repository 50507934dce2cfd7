import {
  CATALOGUE_COLUMNS,
  CATALOGUE_IMAGE_SEPARATOR,
  CATALOGUE_SIZE_COLUMNS,
  catalogueFileMessages,
  formBoolean,
  NO_SIZE,
  productImageIssue,
  productFormSchemaFor,
  type AttributeLists,
  type CatalogueColumn,
  type CatalogueProblem,
  type ProductForm,
  type ProductFormInput,
} from "@pallu/domain";
import type { CatalogueRow, ProductRows } from "./catalogue-rows.js";

/** What a product's rows are checked against: the shop's categories and colours, and the product's live sizes if it exists. */
export type FormLookups = {
  categoryIds: Map<string, string>;
  colourIds: Map<string, string>;
  /** The live sizes of the existing product of this handle, by size in lower case. */
  buyingOptionIds: Map<string, string>;
  /** The saree attribute lists with the values the seller added. */
  lists: AttributeLists;
  /** The existing product's made to order and launch day, kept when the file leaves their columns out. */
  kept?: { madeToOrderDays: number | null; availableFrom: string | null } | undefined;
};

export type ProductFromRows = { form: ProductForm; images: string[] } | { problems: CatalogueProblem[] };

/** Where a problem of the product form shows in the file: the form's field to the file's column. */

/** The form's rules say some things as the end of a sentence ("must not be negative"): the column begins it. */
function sentenceFor(column: string, message: string): string {
  if (!/^[a-z]/.test(message)) return message;
  const label = column.replaceAll("_", " ");
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${message}`;
}

const COLUMN_OF_FIELD: Record<string, CatalogueColumn> = {
  name: "name",
  description: "description",
  category: "category",
  cashOnDelivery: "cod",
  details: "details",
  sizeOptions: "size",
  buyingOptions: "size",
  color: "colour",
  location: "location",
  hidden: "draft",
  weightGrams: "weight_grams",
  lengthCm: "length_cm",
  breadthCm: "breadth_cm",
  heightCm: "height_cm",
  hsnCode: "hsn_code",
  gstRate: "gst_rate",
  fabric: "fabric",
  weave: "weave",
  region: "region",
  occasion: "occasion",
  length: "saree_length",
  blousePiece: "blouse_piece",
  oneOfAKind: "one_of_a_kind",
  size: "size",
  originalPrice: "price",
  discountedPrice: "discounted_price",
  stock: "stock",
  services: "services",
  madeToOrderDays: "made_to_order_days",
  availableFrom: "available_from",
};

/**
 * A problem of the services cell, said as the product form says it: which service (and style) it
 * is ("Service 2: Style 1: Give the style a name"), or how the cell must be written.
 */
function servicesMessage(path: readonly PropertyKey[], message: string): string {
  if (path.length === 1 && message.endsWith("must be JSON")) return catalogueFileMessages.servicesFormat;
  const [, service, part, style] = path;
  const which = [
    typeof service === "number" ? `Service ${service + 1}: ` : "",
    part === "styles" && typeof style === "number" ? `Style ${style + 1}: ` : "",
  ].join("");
  return `${which}${message}`;
}

const PRODUCT_COLUMNS = CATALOGUE_COLUMNS.filter(
  (column) => !CATALOGUE_SIZE_COLUMNS.includes(column) && column !== "handle",
);

function readDetails(cell: string): unknown {
  if (cell === "") return [];
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return undefined;
  }
}

/** A product is sold by size unless it is one row of size "NA" (or none). */
function hasSizes(rows: CatalogueRow[]): boolean {
  const only = rows.length === 1 ? rows[0]!.cells.size.toUpperCase() : undefined;
  return !(only === "" || only === NO_SIZE);
}

/** A later row may repeat the product's columns or leave them empty; anything else is a mistake to point out. */
function laterRowProblems(rows: CatalogueRow[]): CatalogueProblem[] {
  const [first, ...later] = rows;
  return later.flatMap((row) =>
    PRODUCT_COLUMNS.filter((column) => row.cells[column] !== "" && row.cells[column] !== first!.cells[column]).map(
      (column) => ({
        line: row.line,
        column,
        message: catalogueFileMessages.differsFromFirstRow,
      }),
    ),
  );
}

/**
 * Turns one product's rows into the product form and checks it with the form's own rules, so a
 * file is held to exactly what the back office's product form is. Problems name the line and column.
 */
export function productFromRows({ rows }: ProductRows, lookups: FormLookups): ProductFromRows {
  const first = rows[0]!;
  const cells = first.cells;
  const problems = laterRowProblems(rows);
  const at = (column: CatalogueColumn, message: string) => problems.push({ line: first.line, column, message });

  const categoryId = lookups.categoryIds.get(cells.category.toLowerCase());
  if (cells.category !== "" && !categoryId) at("category", catalogueFileMessages.unknownCategory);
  const colourId = lookups.colourIds.get(cells.colour.toLowerCase());
  if (cells.colour !== "" && !colourId) at("colour", catalogueFileMessages.unknownColour);
  const details = readDetails(cells.details);
  if (details === undefined) at("details", catalogueFileMessages.detailsFormat);
  const cod = formBoolean.safeParse(cells.cod === "" ? "yes" : cells.cod);
  if (!cod.success) at("cod", cod.error.issues[0]!.message);
  const draft = formBoolean.safeParse(cells.draft === "" ? "no" : cells.draft);
  if (!draft.success) at("draft", draft.error.issues[0]!.message);
  // Empty (or a file written before the column): a product without sizes and with one piece is one of a kind.
  const oneOfAKind = cells.one_of_a_kind === "" ? undefined : formBoolean.safeParse(cells.one_of_a_kind);
  if (oneOfAKind && !oneOfAKind.success) at("one_of_a_kind", oneOfAKind.error.issues[0]!.message);
  const images = cells.images
    .split(CATALOGUE_IMAGE_SEPARATOR)
    .map((image) => image.trim())
    .filter((image) => image !== "");
  const imageIssue = productImageIssue(images.length);
  if (imageIssue) at("images", imageIssue);

  const sizeOptions = hasSizes(rows);
  const input: ProductFormInput = {
    name: cells.name,
    description: cells.description,
    category: categoryId ?? "",
    cashOnDelivery: cod.success ? cod.data : true,
    details: Array.isArray(details) ? details : [],
    sizeOptions,
    buyingOptions: rows.map((row) => ({
      _id: lookups.buyingOptionIds.get((sizeOptions ? row.cells.size : NO_SIZE).toLowerCase()),
      size: row.cells.size,
      originalPrice: row.cells.price,
      discountedPrice: row.cells.discounted_price,
      stock: row.cells.stock,
    })),
    color: colourId,
    location: cells.location,
    hidden: draft.success ? draft.data : false,
    ...(oneOfAKind?.success ? { oneOfAKind: oneOfAKind.data } : {}),
    weightGrams: cells.weight_grams,
    lengthCm: cells.length_cm,
    breadthCm: cells.breadth_cm,
    heightCm: cells.height_cm,
    hsnCode: cells.hsn_code,
    gstRate: cells.gst_rate,
    attributes: {
      fabric: cells.fabric,
      weave: cells.weave,
      region: cells.region,
      occasion: cells.occasion,
      length: cells.saree_length,
      blousePiece: cells.blouse_piece,
    },
    // Left out of the file, the product keeps its services (a new one takes its category's), made to order and launch day.
    ...(first.absent.has("services") ? {} : { services: cells.services }),
    madeToOrderDays: first.absent.has("made_to_order_days")
      ? String(lookups.kept?.madeToOrderDays ?? "")
      : cells.made_to_order_days,
    availableFrom: first.absent.has("available_from") ? (lookups.kept?.availableFrom ?? "") : cells.available_from,
  };
  const form = productFormSchemaFor(lookups.lists).safeParse(input);
  if (!form.success) {
    for (const issue of form.error.issues) {
      const [field, index, part] = issue.path;
      // an attribute's problem is said at its own column
      const named = field === "attributes" ? index : field;
      // an unknown category is already said; the form would add "Category is required"
      if (field === "category" && categoryId === undefined && cells.category !== "") continue;
      const row = field === "buyingOptions" && typeof index === "number" ? (rows[index] ?? first) : first;
      const column =
        COLUMN_OF_FIELD[String(field === "buyingOptions" && part !== undefined ? part : named)] ?? "handle";
      const message = field === "services" ? servicesMessage(issue.path, issue.message) : sentenceFor(column, issue.message);
      problems.push({ line: row.line, column, message });
    }
  }
  if (problems.length > 0 || !form.success) return { problems };
  return { form: form.data, images };
}
