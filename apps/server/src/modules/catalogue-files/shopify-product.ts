import {
  CATALOGUE_KEPT_WHEN_ABSENT,
  CATALOGUE_COLUMNS,
  CATALOGUE_IMAGE_SEPARATOR,
  LISTED_ATTRIBUTE_NAMES,
  NO_SIZE,
  type CatalogueColumn,
  type CatalogueProblem,
  type ListedAttribute,
} from "@pallu/domain";
import { plainTextOfHtml } from "../../lib/html-text.js";
import type { CatalogueRow, ProductRows } from "./catalogue-rows.js";
import type { ShopifyProduct, ShopifyRow } from "./shopify-rows.js";

/** A picture a Shopify row names by URL, fetched after the import. */
export type NamedPicture = { url: string; line: number; position: number };

/** A Shopify product in the shop's own catalogue columns, with what else the import has to do for it. */
export type ShopifyProductRows = {
  product: ProductRows;
  category: string;
  /** Each saree attribute the file gives, as written, and the column it came from. */
  attributes: Partial<Record<ListedAttribute, { text: string; column: string }>>;
  pictures: NamedPicture[];
  /** The Shopify column each of the shop's columns was read from, to say a problem where the seller sees it. */
  columnOf: (column: string) => string;
};

const shopifyMessages = {
  noCategory: "Give the product a Type (or a tag) to use as its category",
  otherOption: (name: string) =>
    `The shop sells different sizes of a product but not different ${name.toLowerCase()}s; put each ${name.toLowerCase()} in a product of its own`,
  notHttps: "A picture's address must begin with https://",
};

/**
 * Shopify has no services, no working days to weave a piece and no launch day (selling on past the
 * stock is not a promise of when): a product keeps its own, and a new one starts with none.
 */
const NOT_IN_SHOPIFY: ReadonlySet<CatalogueColumn> = new Set(CATALOGUE_KEPT_WHEN_ABSENT);

const cellOf = (row: ShopifyRow, name: string) => row.cells.get(name) ?? "";

/** Shopify writes a product's first variant on its first row; a later row is a variant when it gives a price or an option. */
const isVariantRow = (row: ShopifyRow, index: number) =>
  index === 0 ||
  ["variant price", "option1 value", "option2 value", "option3 value", "variant sku"].some(
    (name) => cellOf(row, name) !== "",
  );

/** A metafield column of Shopify's export that holds a saree attribute: "Weave (product.metafields.custom.weave)". */
function attributeOfColumn(name: string): ListedAttribute | undefined {
  const match = /\(product\.metafields\.[^.)]+\.([a-z_]+)\)$/.exec(name) ?? /^([a-z]+)$/.exec(name);
  const key = match?.[1];
  return LISTED_ATTRIBUTE_NAMES.find((attribute) => attribute === key);
}

/** A metafield list is written as JSON (["Silk"]); its first value is the saree's. */
function firstValueOf(cell: string): string {
  if (!cell.startsWith("[")) return cell;
  try {
    const values = JSON.parse(cell) as unknown;
    return Array.isArray(values) && typeof values[0] === "string" ? values[0].trim() : cell;
  } catch {
    return cell;
  }
}

/** Tags split at commas; a tag "Weave: Tanchoi" gives an attribute rather than a category. */
function tagsOf(cell: string) {
  const tags = cell
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const attributes: Partial<Record<ListedAttribute, string>> = {};
  const plain: string[] = [];
  for (const tag of tags) {
    const colon = tag.indexOf(":");
    const name = colon > 0 ? tag.slice(0, colon).trim().toLowerCase() : "";
    const value = tag.slice(colon + 1).trim();
    const attribute = LISTED_ATTRIBUTE_NAMES.find((each) => each === name);
    if (attribute && value !== "") attributes[attribute] ??= value;
    else plain.push(tag);
  }
  return { attributes, plain };
}

/** Draft unless Shopify has it active and published. */
function isDraft(first: ShopifyRow): boolean {
  const status = cellOf(first, "status").toLowerCase();
  const published = cellOf(first, "published").toLowerCase();
  return (status !== "" && status !== "active") || published === "false";
}

/** Whole grams of Shopify's "Variant Grams" ("0" is Shopify's "not given"). */
function gramsOf(cell: string): string {
  const grams = Number(cell);
  return cell === "" || !Number.isFinite(grams) || grams === 0 ? "" : String(Math.round(grams));
}

/** Shopify's stock: empty when it does not count the variant, negative when it sold past zero; either is none in hand. */
function stockOf(cell: string): string {
  if (cell === "") return "0";
  const stock = Number(cell);
  return Number.isFinite(stock) && stock < 0 ? "0" : cell;
}

/**
 * Reads a Shopify product as the shop's own catalogue rows, so it is checked by the same product
 * form rules: Variant Price is what a shopper pays, Compare At Price the original (empty, or not
 * above the price, is no discount), the "Size" option's values are the sizes. Problems found here
 * (another option than size, a picture not on https, no category) are said at Shopify's columns.
 */
export function shopifyProductRows(
  { handle, rows }: ShopifyProduct,
  categoryNames: Map<string, string>,
): ShopifyProductRows | { problems: CatalogueProblem[] } {
  const first = rows[0]!;
  const problems: CatalogueProblem[] = [];
  const variants = rows.filter(isVariantRow);

  const optionNames = [1, 2, 3].map((number) => cellOf(first, `option${number} name`));
  const sizeOption = optionNames.findIndex((name) => name.toLowerCase() === "size");
  optionNames.forEach((name, index) => {
    if (index === sizeOption || name === "") return;
    const values = new Set(variants.map((row) => cellOf(row, `option${index + 1} value`).toLowerCase()));
    if (values.size > 1)
      problems.push({
        line: first.line,
        column: `Option${index + 1} Name`,
        message: shopifyMessages.otherOption(name),
      });
  });
  const sizeColumn = sizeOption >= 0 ? `Option${sizeOption + 1} Value` : "Option1 Value";

  const tags = tagsOf(cellOf(first, "tags"));
  const type = cellOf(first, "type");
  const category = type || tags.plain.find((tag) => categoryNames.has(tag.toLowerCase())) || tags.plain[0] || "";
  if (category === "") problems.push({ line: first.line, column: "Type", message: shopifyMessages.noCategory });

  const attributes: ShopifyProductRows["attributes"] = {};
  for (const [name, cell] of first.cells) {
    const attribute = attributeOfColumn(name);
    const text = firstValueOf(cell);
    if (attribute && text !== "" && !attributes[attribute]) attributes[attribute] = { text, column: name };
  }
  for (const attribute of LISTED_ATTRIBUTE_NAMES) {
    const text = tags.attributes[attribute];
    if (text && !attributes[attribute]) attributes[attribute] = { text, column: "Tags" };
  }

  const pictures: NamedPicture[] = [];
  const seenUrls = new Set<string>();
  rows.forEach((row, index) => {
    const url = cellOf(row, "image src");
    if (url === "" || seenUrls.has(url)) return;
    seenUrls.add(url);
    if (!/^https:\/\//i.test(url))
      problems.push({ line: row.line, column: "Image Src", message: shopifyMessages.notHttps });
    const position = Number(cellOf(row, "image position"));
    pictures.push({
      url,
      line: row.line,
      position: Number.isFinite(position) && position > 0 ? position : 1000 + index,
    });
  });
  pictures.sort((a, b) => a.position - b.position);
  if (problems.length > 0) return { problems };

  const name = cellOf(first, "title");
  const description = plainTextOfHtml(cellOf(first, "body (html)"));
  const vendor = cellOf(first, "vendor");
  const details = [
    ...(vendor ? [{ heading: "Vendor", detail: vendor }] : []),
    { heading: "Category", detail: category },
  ];
  const product: ProductRows = {
    handle,
    rows: variants.map((row, index): CatalogueRow => {
      const cells = Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, ""])) as Record<
        CatalogueColumn,
        string
      >;
      const price = cellOf(row, "variant price");
      const compareAt = cellOf(row, "variant compare at price");
      // a compare-at price not above the price is no discount, as Shopify shows it; one not a number is said by the form
      const hasDiscount = compareAt !== "" && !(Number(compareAt) <= Number(price));
      Object.assign(cells, {
        size: sizeOption >= 0 ? cellOf(row, `option${sizeOption + 1} value`) : variants.length === 1 ? NO_SIZE : "",
        price: hasDiscount ? compareAt : price,
        discounted_price: price,
        stock: stockOf(cellOf(row, "variant inventory qty")),
      });
      if (index === 0) {
        Object.assign(cells, {
          name,
          // a product without a description in Shopify says what it is by its name
          description: description || name,
          category,
          details: JSON.stringify(details),
          draft: isDraft(first) ? "yes" : "no",
          weight_grams: gramsOf(cellOf(row, "variant grams")),
          images: pictures.map((picture) => picture.url).join(CATALOGUE_IMAGE_SEPARATOR),
          ...Object.fromEntries(Object.entries(attributes).map(([attribute, given]) => [attribute, given.text])),
        });
      }
      return { line: row.line, cells, absent: NOT_IN_SHOPIFY };
    }),
  };
  const columns: Partial<Record<string, string>> = {
    handle: "Handle",
    name: "Title",
    description: "Body (HTML)",
    category: type ? "Type" : "Tags",
    details: "Vendor",
    draft: "Status",
    weight_grams: "Variant Grams",
    size: sizeColumn,
    price: "Variant Compare At Price",
    discounted_price: "Variant Price",
    stock: "Variant Inventory Qty",
    images: "Image Src",
    ...Object.fromEntries(Object.entries(attributes).map(([attribute, given]) => [attribute, given.column])),
  };
  return { product, category, attributes, pictures, columnOf: (column) => columns[column] ?? column };
}
