import { randomUUID } from "node:crypto";
import { serviceOffersOf } from "@pallu/domain";
import { AVIF_MARK, productImageIssue, slugMessages, type ProductDetail, type ProductForm } from "@pallu/domain";
import type { Db } from "../../db/client.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import { releaseImages } from "../images/index.js";
import { storeImages } from "../images/index.js";
import { catalogueService } from "./catalogue-service.js";
import { listingCacheFor } from "./listing-cache.js";
import type { ProductSubmission } from "./product-form-parser.js";
import { productWriteRepository, type ProductValues, type ProductWriteRepository } from "./product-write-repository.js";
import { buildSearchText } from "./search-text.js";

type Deps = { db: Db; imageStore: ImageStore };

/** The category and colour a form points at must exist; their names go into the search text. */
export async function productValues(repository: ProductWriteRepository, form: ProductForm): Promise<ProductValues> {
  const category = await repository.categoryOf(form.category);
  const categoryName = category?.name;
  if (category === undefined) throw invalid("The chosen category does not exist", { field: "category" });
  const colourName = form.color ? await repository.colourName(form.color) : undefined;
  if (form.color && colourName === undefined) throw invalid("The chosen colour does not exist", { field: "color" });
  const details = form.details.map((detail) => ({ heading: detail.heading, detail: detail.detail }));
  return {
    name: form.name,
    slug: form.slug,
    description: form.description,
    categoryId: form.category,
    colourId: form.color ?? null,
    location: form.location ?? null,
    details,
    isCod: form.cashOnDelivery,
    sizeOption: form.sizeOptions,
    oneOfAKind: form.oneOfAKind,
    searchText: buildSearchText({ ...form, details, categoryName, colourName, location: form.location ?? null, attributes: form.attributes }),
    hidden: form.hidden,
    weightGrams: form.weightGrams ?? null,
    lengthCm: form.lengthCm ?? null,
    breadthCm: form.breadthCm ?? null,
    heightCm: form.heightCm ?? null,
    // A product without its own HSN code takes its category's.
    hsnCode: form.hsnCode ?? category.hsn_code,
    gstRate: form.gstRate ?? null,
    attributes: form.attributes,
    // Left out of the form, a product keeps its services; null, it takes its category's again.
    services: form.services === undefined ? undefined : form.services === null ? null : serviceOffersOf(form.services, randomUUID),
    madeToOrderDays: form.madeToOrderDays ?? null,
    availableFrom: form.availableFrom ?? null,
  };
}

const slugTaken = (slug: string) => conflict(slugMessages.productTaken(slug), { field: "slug" });

/**
 * A slug the seller typed must be free: not another product's, now or before. Checked first for a
 * clear answer; a race to the same slug is refused by the database's unique key, answered the same.
 */
async function checkSlugFree(repository: ProductWriteRepository, form: ProductForm, productId?: string): Promise<void> {
  if (form.slug && (await repository.slugTaken(form.slug, productId))) throw slugTaken(form.slug);
}

const writingSlug = <T>(form: ProductForm, write: () => Promise<T>): Promise<T> =>
  form.slug ? refusingDuplicates(() => slugTaken(form.slug!), write) : write();

function checkImageCount(total: number): void {
  const issue = productImageIssue(total);
  if (issue) throw invalid(issue, { field: "images" });
}

/**
 * Keeps the options whose _id is still listed, inserts the new ones and soft-deletes the rest,
 * so carts and orders that point at a removed size stay valid.
 */
export async function syncOptions(repository: ProductWriteRepository, productId: string, form: ProductForm): Promise<void> {
  const live = await repository.liveOptions(productId);
  const kept = new Set(form.buyingOptions.flatMap((option) => (option._id ? [option._id] : [])));
  await repository.softDeleteOptions(
    productId,
    live.filter((option) => !kept.has(option.id)).map((option) => option.id),
  );
  for (const [position, { _id, ...option }] of form.buyingOptions.entries()) {
    if (!_id) await repository.insertOption(productId, position, option);
    else if (!(await repository.updateOption(productId, _id, position, option))) {
      throw invalid("A buying option does not belong to this product", { field: "buyingOptions" });
    }
  }
}

/** Admin writes of whole products: fields are checked first, then images stored, then one transaction. */
export function productWriteService({ db, imageStore }: Deps) {
  const catalogue = catalogueService(db);
  const reads = productWriteRepository(db);
  const listings = listingCacheFor(db);

  return {
    async create({ form, newImages }: ProductSubmission): Promise<ProductDetail> {
      checkImageCount(newImages.length);
      if (form.buyingOptions.some((option) => option._id)) {
        throw invalid("A new product cannot keep buying options", { field: "buyingOptions" });
      }
      await productValues(reads, form);
      await checkSlugFree(reads, form);
      const urls = await storeImages(imageStore, newImages);
      const id = await writingSlug(form, () => db.transaction(async (tx) => {
        const repository = productWriteRepository(tx);
        const productId = await repository.insertProduct(await productValues(repository, form));
        await repository.replaceImages(productId, urls);
        for (const [position, option] of form.buyingOptions.entries()) {
          await repository.insertOption(productId, position, option);
        }
        return productId;
      }));
      listings.clear();
      return catalogue.productDetail(id);
    },

    async update(id: string, { form, newImages, keptImages }: ProductSubmission): Promise<ProductDetail> {
      if (!(await reads.isLiveProduct(id))) throw notFound("Product not found");
      const currentImages = await reads.imageUrls(id);
      // the AVIF backfill may have marked an image since the form was loaded
      const kept = (keptImages ?? currentImages).map((url) =>
        currentImages.includes(url + AVIF_MARK) ? url + AVIF_MARK : url,
      );
      if (kept.some((url) => !currentImages.includes(url))) {
        throw invalid("An image to keep does not belong to this product", { field: "existingImages" });
      }
      checkImageCount(new Set(kept).size + newImages.length);
      await productValues(reads, form);
      await checkSlugFree(reads, form, id);
      const urls = await storeImages(imageStore, newImages);
      await writingSlug(form, () => db.transaction(async (tx) => {
        const repository = productWriteRepository(tx);
        if (!(await repository.lockLiveProduct(id))) throw notFound("Product not found");
        await repository.updateProduct(id, await productValues(repository, form));
        await repository.replaceImages(id, [...new Set([...kept, ...urls])]);
        await syncOptions(repository, id, form);
      }));
      await releaseImages({ db, imageStore }, currentImages.filter((url) => !kept.includes(url)));
      listings.clear();
      return catalogue.productDetail(id);
    },

    /** A draft copy to edit into a new product (another colour of the same saree, say); the shop does not show it yet. */
    async duplicate(id: string): Promise<ProductDetail> {
      const copy = await db.transaction((tx) => productWriteRepository(tx).duplicateProduct(id));
      if (!copy) throw notFound("Product not found");
      return catalogue.productDetail(copy);
    },

    async remove(id: string): Promise<void> {
      if (!(await reads.softDeleteProduct(id))) throw notFound("Product not found");
      listings.clear();
    },
  };
}
