import {
  attributeSlug,
  attributeValueOf,
  LISTED_ATTRIBUTES,
  type CatalogueImportSummary,
  type ListedAttribute,
  type ProductForm,
} from "@pallu/domain";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Db, Queryable } from "../../db/client.js";
import { conflict } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import {
  addAttributeValue,
  listingCacheFor,
  productValues,
  shopAttributeLists,
  syncOptions,
  type ProductWriteRepository,
} from "../catalogue/index.js";
import { enqueueJob } from "../jobs/index.js";
import { catalogueFileRepository } from "./catalogue-file-repository.js";
import { chunksOf, importRepository, problemList } from "./catalogue-import.js";
import { productFromRows } from "./catalogue-product-form.js";
import { FETCH_PICTURES_JOB } from "./picture-fetch-job.js";
import { shopifyProductRows, type NamedPicture } from "./shopify-product.js";
import { shopifyProductsOf } from "./shopify-rows.js";

export type ShopifyImportRequest = { file: Readable; dryRun: boolean };

/** The sentences a summary lists beside its counts, in the dry run's future or the import's past. */
const noteOf = {
  category: (name: string, dryRun: boolean) => `New category: ${name} — ${dryRun ? "will be created" : "created"}`,
  value: (attribute: ListedAttribute, label: string, dryRun: boolean) =>
    `New ${LISTED_ATTRIBUTES[attribute].label.toLowerCase()}: ${label} — ${dryRun ? "will be added" : "added"}`,
  pictures: (count: number, dryRun: boolean) =>
    dryRun
      ? `${count} ${count === 1 ? "picture" : "pictures"} will be fetched from their addresses after the import`
      : `${count} ${count === 1 ? "picture is" : "pictures are"} being fetched; a new product stays a draft until its pictures are in`,
};

/**
 * Imports Shopify's product export, all or nothing like the shop's own file: each product is read
 * into the shop's catalogue columns and checked with the product form's rules. On the way it creates
 * the categories (Type) and attribute values the shop lacks, and queues the pictures named by URL for
 * the background fetch. A dry run checks the same and lists what it would create, changing nothing.
 */
export async function importShopifyCatalogue(
  { db }: { db: Db },
  { file, dryRun }: ShopifyImportRequest,
): Promise<CatalogueImportSummary> {
  const problems = problemList();
  const summary = {
    rows: 0,
    created: 0,
    updated: 0,
    dryRun,
    format: "shopify" as const,
    newCategories: [] as string[],
    newAttributeValues: [] as { attribute: string; label: string }[],
    notes: [] as string[],
    pictures: { count: 0, importId: undefined as string | undefined },
  };
  const importId = randomUUID();

  const run = async (tx: Queryable) => {
    const lookups = catalogueFileRepository(tx);
    const writes = importRepository(tx);
    const [categoryIds, colourIds] = await Promise.all([lookups.categoryIdsByName(), lookups.colourIdsByName()]);
    let lists = await shopAttributeLists(tx);

    for await (const chunk of chunksOf(shopifyProductsOf(file, problems.add))) {
      const existing = new Map(
        (await lookups.productsByHandle(chunk.map((product) => product.handle))).map((row) => [row.handle, row]),
      );
      const liveIds = [...existing.values()].filter((row) => !row.deleted).map((row) => row.id);
      const options = await lookups.optionsOf(liveIds);
      for (const shopify of chunk) {
        summary.rows += shopify.rows.length;
        const current = existing.get(shopify.handle);
        if (current?.deleted) {
          problems.add({
            line: shopify.rows[0]!.line,
            column: "Handle",
            message: "A deleted product had this handle; choose another",
          });
          continue;
        }
        const read = shopifyProductRows(shopify, categoryIds);
        if ("problems" in read) {
          read.problems.forEach(problems.add);
          continue;
        }

        const categoryKey = read.category.toLowerCase();
        if (!categoryIds.has(categoryKey)) {
          summary.newCategories.push(read.category);
          // a dry run writes nothing: the new category stands in with an id of its own
          categoryIds.set(categoryKey, dryRun ? randomUUID() : await lookups.createCategory(read.category));
        }
        for (const [attribute, given] of Object.entries(read.attributes) as [ListedAttribute, { text: string }][]) {
          if (attributeValueOf(attribute, given.text, lists)) continue;
          summary.newAttributeValues.push({ attribute, label: given.text });
          if (!dryRun) await addAttributeValue(tx, attribute, given.text);
          lists = {
            ...lists,
            [attribute]: [...lists[attribute], { value: attributeSlug(given.text), label: given.text }],
          };
        }

        const sizeIds = new Map(
          options
            .filter((option) => option.productId === current?.id)
            .map((option) => [option.size.toLowerCase(), option.id]),
        );
        const checked = productFromRows(read.product, { categoryIds, colourIds, buyingOptionIds: sizeIds, lists, kept: current });
        if ("problems" in checked) {
          checked.problems.forEach((problem) => problems.add({ ...problem, column: read.columnOf(problem.column) }));
          continue;
        }
        if (current) summary.updated += 1;
        else summary.created += 1;
        summary.pictures.count += read.pictures.length;
        if (dryRun || problems.count > 0) continue;
        await writeProduct(writes, lookups, {
          importId,
          handle: shopify.handle,
          productId: current?.id,
          form: checked.form,
          pictures: read.pictures,
        });
      }
    }
    problems.throwIfAny();
    if (!dryRun && summary.pictures.count > 0) {
      await enqueueJob(tx, { kind: FETCH_PICTURES_JOB, payload: { importId } });
      summary.pictures.importId = importId;
    }
  };

  if (dryRun) await run(db);
  else {
    await refusingDuplicates(
      () => conflict("A product or category of this file was just created elsewhere. Please import the file again."),
      () => db.transaction(run),
    );
    listingCacheFor(db).clear();
  }
  summary.notes = [
    ...summary.newCategories.map((name) => noteOf.category(name, dryRun)),
    ...summary.newAttributeValues.map(({ attribute, label }) =>
      noteOf.value(attribute as ListedAttribute, label, dryRun),
    ),
    ...(summary.pictures.count > 0 ? [noteOf.pictures(summary.pictures.count, dryRun)] : []),
  ];
  return summary;
}

/**
 * Writes one checked product. A new one waits as a draft until its pictures are fetched (the job
 * publishes it then if the file has it on show); one the shop has keeps its pictures until the
 * fetched ones replace them.
 */
async function writeProduct(
  repository: ProductWriteRepository,
  lookups: ReturnType<typeof catalogueFileRepository>,
  job: { importId: string; handle: string; productId: string | undefined; form: ProductForm; pictures: NamedPicture[] },
): Promise<void> {
  const values = await productValues(repository, job.form);
  let productId = job.productId;
  if (!productId) {
    productId = await repository.insertProduct({ ...values, hidden: true }, job.handle);
    await repository.insertOptions(
      productId,
      job.form.buyingOptions.map(({ _id, ...option }) => option),
    );
  } else {
    await repository.updateProduct(productId, values);
    await syncOptions(repository, productId, job.form);
  }
  await lookups.queuePictures(job.importId, productId, !job.form.hidden, job.pictures);
}
