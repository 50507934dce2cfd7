import { randomUUID } from "node:crypto";
import { serviceOffersOf } from "@pallu/domain";
import { messages, slugMessages, type Category, type CategoryForm } from "@pallu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { ImageStore } from "../../integrations/storage/image-store.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { releaseImages } from "../images/index.js";
import { storeImage } from "../images/index.js";
import { catalogueService } from "./catalogue-service.js";
import { categoryRepository } from "./category-repository.js";
import { listingCacheFor } from "./listing-cache.js";
import { productIdsWhere, rebuildSearchText } from "./search-text-repository.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";

type Deps = { db: Db; imageStore: ImageStore };

const nameTaken = (name: string) => conflict(`A category named "${name}" already exists`);
const slugTaken = (slug: string) => conflict(slugMessages.categoryTaken(slug), { field: "slug" });
/** A write the database's unique keys stopped (two admins racing): the slug's refusal, or the name's. */
const refusalOf = (name: string, slug: string | undefined) => (constraint: string | undefined) =>
  slug && constraint?.includes("slug") ? slugTaken(slug) : nameTaken(name);

/** Admin writes of categories; each answers with the whole list, as the admin screen replaces it. */
export function categoryService({ db, imageStore }: Deps) {
  const catalogue = catalogueService(db);
  const categories = categoryRepository(db);
  const listings = listingCacheFor(db);

  return {
    async create({ name, slug, sizeChart, hsnCode, services }: CategoryForm, image: Buffer | undefined): Promise<Category[]> {
      if (!image) throw invalid(messages.categoryForm.imageRequired, { field: "image" });
      if (await categories.nameTaken(name)) throw nameTaken(name);
      if (slug && (await categories.slugTaken(slug))) throw slugTaken(slug);
      const { url } = await storeImage(imageStore, image);
      await refusingDuplicates(refusalOf(name, slug), () =>
        categories.insert(name, slug, url, sizeChart || null, hsnCode || null, services ? serviceOffersOf(services, randomUUID) : null),
      );
      listings.clear();
      return catalogue.listCategories();
    },

    async update(id: string, { name, slug, sizeChart, hsnCode, services }: CategoryForm, image: Buffer | undefined): Promise<Category[]> {
      const current = await categories.exists(id);
      if (!current) throw notFound("Category not found");
      if (await categories.nameTaken(name, id)) throw nameTaken(name);
      if (slug && (await categories.slugTaken(slug, id))) throw slugTaken(slug);
      const url = image ? (await storeImage(imageStore, image)).url : undefined;
      await refusingDuplicates(refusalOf(name, slug), () =>
          db.transaction(async (tx) => {
            // A form that does not send the chart keeps it; an empty one removes it.
            await categoryRepository(tx).update(
              id,
              {
                name,
                slug,
                sizeChart: sizeChart === undefined ? undefined : sizeChart || null,
                hsnCode: hsnCode === undefined ? undefined : hsnCode || null,
                services: services === undefined ? undefined : services ? serviceOffersOf(services, randomUUID) : null,
              },
              url,
            );
            // the category's name is part of its products' search text
            if (current.name !== name) await rebuildSearchText(tx, await productIdsWhere(tx, sql`p.category_id = ${id}`));
          }),
      );
      if (url && current.image !== url) await releaseImages({ db, imageStore }, [current.image]);
      listings.clear();
      return catalogue.listCategories();
    },

    /** Products of a deleted category stay on sale without one (the foreign key sets it to null). */
    async remove(id: string): Promise<Category[]> {
      const current = await categories.exists(id);
      await db.transaction(async (tx) => {
        const productIds = await productIdsWhere(tx, sql`p.category_id = ${id}`);
        if (!(await categoryRepository(tx).remove(id))) throw notFound("Category not found");
        await rebuildSearchText(tx, productIds);
      });
      await releaseImages({ db, imageStore }, [current?.image]);
      listings.clear();
      return catalogue.listCategories();
    },
  };
}
