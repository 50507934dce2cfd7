import { CATALOGUE_COLUMNS, CATALOGUE_IMAGE_SEPARATOR, paiseToRupees, type CatalogueColumn } from "@pallu/domain";
import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import type { Db } from "../../db/client.js";
import { catalogueFileRepository, type ExportedProduct } from "./catalogue-file-repository.js";

const PAGE = 200;

type ExportedOption = { size: string; originalPricePaise: number; discountedPricePaise: number; stock: number };

const yesNo = (value: boolean) => (value ? "yes" : "no");
const text = (value: string | number | null) => (value === null ? "" : String(value));

function rowOf(product: ExportedProduct, option: ExportedOption, images: string[]): Record<CatalogueColumn, string> {
  return {
    handle: product.handle,
    name: product.name,
    description: product.description,
    category: text(product.category),
    colour: text(product.colour),
    location: text(product.location),
    details: JSON.stringify(product.details.map(({ heading, detail }) => ({ heading, detail }))),
    cod: yesNo(product.isCod),
    hsn_code: text(product.hsnCode),
    gst_rate: text(product.gstRate),
    weight_grams: text(product.weightGrams),
    length_cm: text(product.lengthCm),
    breadth_cm: text(product.breadthCm),
    height_cm: text(product.heightCm),
    draft: yesNo(product.hidden),
    fabric: text(product.fabric),
    weave: text(product.weave),
    region: text(product.region),
    occasion: text(product.occasion),
    saree_length: product.sareeLengthCm === null ? "" : String(product.sareeLengthCm / 100),
    blouse_piece: product.blousePiece === null ? "" : yesNo(product.blousePiece),
    size: option.size,
    price: String(paiseToRupees(option.originalPricePaise)),
    discounted_price: String(paiseToRupees(option.discountedPricePaise)),
    stock: String(option.stock),
    images: images.join(CATALOGUE_IMAGE_SEPARATOR),
  };
}

/** Every live product a page at a time, one row per size: memory holds one page, whatever the catalogue's size. */
async function* catalogueRows(db: Db): AsyncGenerator<Record<CatalogueColumn, string>> {
  const repository = catalogueFileRepository(db);
  let after: string | null = null;
  for (;;) {
    const page = await repository.productPage(after, PAGE);
    if (page.length === 0) return;
    const ids = page.map((product) => product.id);
    const [options, images] = await Promise.all([repository.optionsOf(ids), repository.imagesOf(ids)]);
    for (const product of page) {
      const urls = images.filter((image) => image.productId === product.id).map((image) => image.url);
      for (const option of options.filter((candidate) => candidate.productId === product.id))
        yield rowOf(product, option, urls);
    }
    after = page.at(-1)!.id;
  }
}

/** The catalogue as a CSV stream, written as the database is read. */
export function catalogueCsv(db: Db): Readable {
  const csv = stringify({ header: true, columns: [...CATALOGUE_COLUMNS], bom: false });
  Readable.from(catalogueRows(db))
    .on("error", (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
