import { NO_SIZE, productFormMessages, type ProductDetail, type BuyingOptionCreate, type BuyingOptionUpdate } from "@pallu/domain";
import type { Db } from "../../db/client.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { catalogueService } from "./catalogue-service.js";
import { listingCacheFor } from "./listing-cache.js";
import { productWriteRepository, type ProductWriteRepository } from "./product-write-repository.js";

/** One size of one product, as the service names it (the v1 API calls its id `varientId`). */
export type BuyingOptionRef = { productId: string; buyingOptionId: string };
export type BuyingOptionChange = BuyingOptionRef & Omit<BuyingOptionUpdate, "productId" | "varientId">;

/** Locks the product for the transaction and tells whether it sells sizes and is one of a kind; 404 when it is gone. */
async function lockProduct(repository: ProductWriteRepository, productId: string): Promise<{ sizeOption: boolean; oneOfAKind: boolean }> {
  if (!(await repository.lockLiveProduct(productId))) throw notFound("Product not found");
  const kind = await repository.kindOf(productId);
  return { sizeOption: kind?.sizeOption === true, oneOfAKind: kind?.oneOfAKind === true };
}

async function checkSizeFree(repository: ProductWriteRepository, productId: string, size: string, exceptId?: string) {
  const live = await repository.liveOptions(productId);
  if (live.some((option) => option.id !== exceptId && option.size.toLowerCase() === size.toLowerCase())) {
    throw conflict(`The size ${size} already exists for this product`);
  }
}

/** Edits of one buying option (one size of a product); each answers with the updated product. */
export function buyingOptionService(db: Db) {
  const catalogue = catalogueService(db);
  const listings = listingCacheFor(db);

  return {
    async add({ productId, ...option }: BuyingOptionCreate): Promise<ProductDetail> {
      await db.transaction(async (tx) => {
        const repository = productWriteRepository(tx);
        const { sizeOption } = await lockProduct(repository, productId);
        if (!sizeOption) throw invalid("This product has no size options; turn them on in the product form first");
        await checkSizeFree(repository, productId, option.size);
        const live = await repository.liveOptions(productId);
        const position = Math.max(-1, ...live.map((row) => row.position)) + 1;
        await repository.insertOption(productId, position, option);
      });
      listings.clear();
      return catalogue.productDetail(productId);
    },

    async update({ productId, buyingOptionId, ...changes }: BuyingOptionChange): Promise<ProductDetail> {
      await db.transaction(async (tx) => {
        const repository = productWriteRepository(tx);
        const { sizeOption, oneOfAKind } = await lockProduct(repository, productId);
        const current = await repository.liveOption(productId, buyingOptionId);
        if (!current) throw notFound("Size option not found");
        const next = {
          size: changes.size ?? current.size,
          originalPrice: changes.originalPrice ?? current.originalPrice,
          discountedPrice: changes.discountedPrice ?? current.discountedPrice,
          stock: changes.stock ?? current.stock,
        };
        if (next.discountedPrice > next.originalPrice) throw invalid(productFormMessages.discountAboveOriginal, { field: "discountedPrice" });
        if (oneOfAKind && next.stock > 1) throw invalid(productFormMessages.oneOfAKindStock, { field: "stock" });
        if (!sizeOption && next.size !== NO_SIZE) throw invalid(`A product without size options sells one option of size ${NO_SIZE}`);
        await checkSizeFree(repository, productId, next.size, buyingOptionId);
        const position = (await repository.liveOptions(productId)).find((row) => row.id === buyingOptionId)?.position ?? 0;
        await repository.updateOption(productId, buyingOptionId, position, next);
      });
      listings.clear();
      return catalogue.productDetail(productId);
    },

    /** Soft-deletes one option, so carts and orders that point at it stay valid; the last one stays. */
    async remove({ productId, buyingOptionId }: BuyingOptionRef): Promise<ProductDetail> {
      await db.transaction(async (tx) => {
        const repository = productWriteRepository(tx);
        await lockProduct(repository, productId);
        const live = await repository.liveOptions(productId);
        if (!live.some((row) => row.id === buyingOptionId)) throw notFound("Size option not found");
        if (live.length === 1) throw conflict(productFormMessages.optionRequired);
        await repository.softDeleteOptions(productId, [buyingOptionId]);
      });
      listings.clear();
      return catalogue.productDetail(productId);
    },
  };
}
