/**
 * The catalogue file: one CSV row per size of a product; rows with the same handle are one product.
 * The product's own columns are read from its first row; a later row may leave them empty.
 */
export const CATALOGUE_COLUMNS = [
  "handle",
  "name",
  "description",
  "category",
  "colour",
  "location",
  "details",
  "cod",
  "hsn_code",
  "gst_rate",
  "weight_grams",
  "length_cm",
  "breadth_cm",
  "height_cm",
  "draft",
  "fabric",
  "weave",
  "region",
  "occasion",
  "saree_length",
  "blouse_piece",
  "one_of_a_kind",
  "size",
  "price",
  "discounted_price",
  "stock",
  "images",
  // Added after the first files were written: a file may leave them out (docs/catalogue.md).
  "services",
  "made_to_order_days",
  "available_from",
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Columns every catalogue file must have; the others may be left out and are then empty. */
export const CATALOGUE_REQUIRED_COLUMNS: readonly CatalogueColumn[] = [
  "handle",
  "name",
  "description",
  "category",
  "details",
  "size",
  "price",
  "discounted_price",
  "stock",
  "images",
];

/** The columns a size's row carries; every other column belongs to the product. */
export const CATALOGUE_SIZE_COLUMNS: readonly CatalogueColumn[] = ["size", "price", "discounted_price", "stock"];

/** Image URLs or zip file names in one cell are split by this. */
export const CATALOGUE_IMAGE_SEPARATOR = "|";

/** An import answers at most this many problems; a file with more is mostly wrong anyway. */
export const CATALOGUE_ERRORS_MAX = 500;

/** Upload limits of an import: the CSV and the zip of images beside it. */
export const CATALOGUE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CATALOGUE_ZIP_MAX_BYTES = 100 * 1024 * 1024;
/** The files (and folders) the zip may hold, and what the pictures an import reads from it may come to once unpacked. */
export const CATALOGUE_ZIP_MAX_ENTRIES = 10_000;
export const CATALOGUE_ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const catalogueFileMessages = {
  handleRequired: "Handle is required",
  handleFormat: "A handle uses lower-case letters, digits and dashes (at most 100)",
  handleNotTogether: "The rows of one product must be next to each other",
  differsFromFirstRow: "Differs from the product's first row; leave it empty or write the same",
  unknownCategory: "No category has this name",
  unknownColour: "No colour has this name",
  unknownImage: "Not an image of this shop, nor a file in the images zip",
  missingColumn: "This column is missing",
  unknownColumn: "This column is not part of the catalogue file",
  emptyFile: "The file has no products",
  notCsv: "The file is not a CSV file we can read",
  notZip: "The images file is not a zip archive we can read",
  detailsFormat: 'Details must be JSON: [{"heading":"Fabric","detail":"Silk"}]',
  servicesFormat: 'Services must be JSON, as the export writes them: [{"kind":"fallPico","name":"Fall and pico","price":150}]',
} as const;

/** The catalogue columns a file may leave out to keep what a product has (its services, made to order, launch day). */
export const CATALOGUE_KEPT_WHEN_ABSENT: readonly CatalogueColumn[] = ["services", "made_to_order_days", "available_from"];

/** A handle from a product's name and id, as the database makes it for a product without one. */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
