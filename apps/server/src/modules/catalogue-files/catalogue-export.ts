import {
  CATALOGUE_COLUMNS,
  CATALOGUE_IMAGE_SEPARATOR,
  paiseToRupees,
  presentServices,
  type CatalogueColumn,
  type CsvCell,
} from "@pallu/domain";
import type { Readable } from "node:stream";
import type { Db } from "../../db/client.js";
import { csvStream } from "../../lib/csv-stream.js";
import { catalogueFileRepository, type ExportedProduct } from "./catalogue-file-repository.js";

const PAGE = 200;

type ExportedOption = { size: string; originalPricePaise: number; discountedPricePaise: number; stock: number };

const yesNo = (value: boolean) => (value ? "yes" : "no");
/** An empty cell for a value not set; a number stays a number and text stays text. */
const cell = (value: string | number | null): CsvCell => value ?? "";

function rowOf(product: ExportedProduct, option: ExportedOption, images: string[]): Record<CatalogueColumn, CsvCell> {
  return {
    handle: product.handle,
    name: product.name,
    description: product.description,
    category: cell(product.category),
    colour: cell(product.colour),
    location: cell(product.location),
    details: JSON.stringify(product.details.map(({ heading, detail }) => ({ heading, detail }))),
    cod: yesNo(product.isCod),
    hsn_code: cell(product.hsnCode),
    gst_rate: cell(product.gstRate),
    weight_grams: cell(product.weightGrams),
    length_cm: cell(product.lengthCm),
    breadth_cm: cell(product.breadthCm),
    height_cm: cell(product.heightCm),
    draft: yesNo(product.hidden),
    fabric: cell(product.fabric),
    weave: cell(product.weave),
    region: cell(product.region),
    occasion: cell(product.occasion),
    saree_length: product.sareeLengthCm === null ? "" : product.sareeLengthCm / 100,
    blouse_piece: product.blousePiece === null ? "" : yesNo(product.blousePiece),
    one_of_a_kind: yesNo(product.oneOfAKind),
    size: option.size,
    price: paiseToRupees(option.originalPricePaise),
    discounted_price: paiseToRupees(option.discountedPricePaise),
    stock: option.stock,
    images: images.join(CATALOGUE_IMAGE_SEPARATOR),
    // The product's own services as the forms send them, ids included; empty while its category's apply.
    services: product.services === null ? "" : JSON.stringify(presentServices(product.services)),
    made_to_order_days: cell(product.madeToOrderDays),
    available_from: cell(product.availableFrom),
  };
}

/** Every live product a page at a time, one row per size: memory holds one page, whatever the catalogue's size. */
async function* catalogueRows(db: Db): AsyncGenerator<CsvCell[]> {
  const repository = catalogueFileRepository(db);
  let after: string | null = null;
  for (;;) {
    const page = await repository.productPage(after, PAGE);
    if (page.length === 0) return;
    const ids = page.map((product) => product.id);
    const [options, images] = await Promise.all([repository.optionsOf(ids), repository.imagesOf(ids)]);
    for (const product of page) {
      const urls = images.filter((image) => image.productId === product.id).map((image) => image.url);
      for (const option of options.filter((candidate) => candidate.productId === product.id)) {
        const row = rowOf(product, option, urls);
        yield CATALOGUE_COLUMNS.map((column) => row[column]);
      }
    }
    after = page.at(-1)!.id;
  }
}

/** The catalogue as a CSV stream, written as the database is read. */
export function catalogueCsv(db: Db): Readable {
  return csvStream(CATALOGUE_COLUMNS, catalogueRows(db));
}
