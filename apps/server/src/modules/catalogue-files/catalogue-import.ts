import {
  CATALOGUE_ERRORS_MAX,
  type CatalogueImportSummary,
  type CatalogueProblem,
  type ProductForm,
} from "@pallu/domain";
import type { Readable } from "node:stream";
import type { Db, Queryable } from "../../db/client.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { conflict, invalid } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import { releaseImages } from "../images/index.js";
import { listingCacheFor } from "../catalogue/index.js";
import { productWriteRepository, type ProductWriteRepository } from "../catalogue/index.js";
import { productValues, shopAttributeLists, syncOptions } from "../catalogue/index.js";
import { catalogueFileRepository } from "./catalogue-file-repository.js";
import { catalogueImages, type CatalogueImages } from "./catalogue-images.js";
import { productFromRows } from "./catalogue-product-form.js";
import { productsOf } from "./catalogue-rows.js";

/** Products checked (and written) together: memory holds one chunk, whatever the file's length. */
const CHUNK = 100;

export type CatalogueImportRequest = { file: Readable; zip: Buffer | undefined; dryRun: boolean };

/** Collects problems up to the limit, so a file wrong on every line still answers in bounded memory. */
export function problemList() {
  const problems: CatalogueProblem[] = [];
  let more = 0;
  return {
    add(problem: CatalogueProblem) {
      if (problems.length < CATALOGUE_ERRORS_MAX) problems.push(problem);
      else more += 1;
    },
    get count() {
      return problems.length + more;
    },
    throwIfAny() {
      if (problems.length === 0) return;
      const message =
        more > 0
          ? `The file has ${problems.length + more} problems; the first ${problems.length} are listed`
          : "The file has problems; nothing was changed";
      throw invalid(message, { errors: problems });
    },
  };
}

export async function* chunksOf<T>(products: AsyncGenerator<T>): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const product of products) {
    chunk.push(product);
    if (chunk.length === CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * Creates and updates products from a catalogue file, all or nothing: one transaction checks every
 * row with the product form's rules and writes as it goes; any problem rolls everything back and
 * answers every problem with its line and column. A dry run checks the same and writes nothing.
 */
export async function importCatalogue(
  { db, imageStore }: { db: Db; imageStore: ImageStore },
  { file, zip, dryRun }: CatalogueImportRequest,
): Promise<CatalogueImportSummary> {
  const problems = problemList();
  const images = catalogueImages(imageStore, zip, { keepForStoring: !dryRun });
  const summary: CatalogueImportSummary = { rows: 0, created: 0, updated: 0, dryRun };
  const dropped: string[] = [];

  const run = async (tx: Queryable) => {
    const lookups = catalogueFileRepository(tx);
    const writes = importRepository(tx);
    const [categoryIds, colourIds, lists] = await Promise.all([
      lookups.categoryIdsByName(),
      lookups.colourIdsByName(),
      shopAttributeLists(tx),
    ]);
    for await (const chunk of chunksOf(productsOf(file, problems.add))) {
      const existing = new Map(
        (await lookups.productsByHandle(chunk.map((product) => product.handle))).map((row) => [row.handle, row]),
      );
      const liveIds = [...existing.values()].filter((row) => !row.deleted).map((row) => row.id);
      const options = await lookups.optionsOf(liveIds);
      for (const product of chunk) {
        summary.rows += product.rows.length;
        const current = existing.get(product.handle);
        const first = product.rows[0]!;
        if (current?.deleted) {
          problems.add({
            line: first.line,
            column: "handle",
            message: "A deleted product had this handle; choose another",
          });
          continue;
        }
        const buyingOptionIds = new Map(
          options
            .filter((option) => option.productId === current?.id)
            .map((option) => [option.size.toLowerCase(), option.id]),
        );
        const checked = productFromRows(product, { categoryIds, colourIds, buyingOptionIds, lists, kept: current });
        if ("problems" in checked) {
          checked.problems.forEach(problems.add);
          continue;
        }
        let usable = true;
        for (const reference of checked.images) {
          const problem = await images.problemOf(reference);
          if (problem) {
            problems.add({ line: first.line, column: "images", message: `${reference}: ${problem}` });
            usable = false;
          }
        }
        if (!usable) continue;
        if (current) summary.updated += 1;
        else summary.created += 1;
        if (dryRun || problems.count > 0) continue;
        dropped.push(...(await writeProduct(writes, images, product.handle, current?.id, checked)));
      }
    }
    problems.throwIfAny();
  };

  if (dryRun) {
    await run(db);
    return summary;
  }
  // another import or form may create one of the file's handles after this one looked it up
  await refusingDuplicates(
    () => conflict("A product with one of these handles was just created. Please import the file again."),
    () => db.transaction(run),
  );
  await releaseImages({ db, imageStore }, dropped);
  listingCacheFor(db).clear();
  return summary;
}

/** A read remembered for the rest of the import: a file names the same few categories and colours again and again. */
function remembered<T>(read: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (id) => {
    const value = known.get(id) ?? read(id);
    known.set(id, value);
    return value;
  };
}

export function importRepository(tx: Queryable): ProductWriteRepository {
  const repository = productWriteRepository(tx);
  return {
    ...repository,
    categoryOf: remembered(repository.categoryOf),
    colourName: remembered(repository.colourName),
  };
}

/** Writes one checked product; returns the image URLs it no longer shows. */
async function writeProduct(
  repository: ProductWriteRepository,
  images: CatalogueImages,
  handle: string,
  productId: string | undefined,
  { form, images: references }: { form: ProductForm; images: string[] },
): Promise<string[]> {
  const urls: string[] = [];
  for (const reference of references) urls.push(await images.urlOf(reference));
  const values = await productValues(repository, form);
  if (!productId) {
    const id = await repository.insertProduct(values, handle);
    await repository.replaceImages(id, [...new Set(urls)]);
    await repository.insertOptions(
      id,
      form.buyingOptions.map(({ _id, ...option }) => option),
    );
    return [];
  }
  const before = await repository.imageUrls(productId);
  await repository.updateProduct(productId, values);
  await repository.replaceImages(productId, [...new Set(urls)]);
  await syncOptions(repository, productId, form);
  return before.filter((url) => !urls.includes(url));
}
