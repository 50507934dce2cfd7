import type { Colour, ColourCreate, ColourUpdate } from "@pallu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { catalogueService } from "./catalogue-service.js";
import { colourRepository, type ColourValues } from "./colour-repository.js";
import { listingCacheFor } from "./listing-cache.js";
import { productIdsWhere, rebuildSearchText } from "./search-text-repository.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";

const clashMessage = { name: "A colour with this name already exists", code: "A colour with this code already exists" };

/** Admin writes of colours; each answers with the whole list. Codes are stored upper-case (#RRGGBB). */
export function colourService(db: Db) {
  const catalogue = catalogueService(db);
  const colours = colourRepository(db);
  const listings = listingCacheFor(db);

  async function save(values: ColourValues, write: () => Promise<void>, exceptId?: string): Promise<Colour[]> {
    const clash = await colours.clash(values, exceptId);
    if (clash) throw conflict(clashMessage[clash]);
    await refusingDuplicates(() => conflict("A colour with this name or code already exists"), write);
    listings.clear();
    return catalogue.listColours();
  }

  return {
    create(body: ColourCreate): Promise<Colour[]> {
      const values = { name: body.colorName, code: body.colorCode.toUpperCase() };
      return save(values, () => colours.insert(values));
    },

    async update(body: ColourUpdate): Promise<Colour[]> {
      const current = await colours.find(body.id);
      if (!current) throw notFound("Colour not found");
      const values = { name: body.colorName ?? current.name, code: (body.colorCode ?? current.code).toUpperCase() };
      return save(
        values,
        () =>
          db.transaction(async (tx) => {
            await colourRepository(tx).update(body.id, values);
            // the colour's name is part of its products' search text
            if (values.name !== current.name) await rebuildSearchText(tx, await productIdsWhere(tx, sql`p.colour_id = ${body.id}`));
          }),
        body.id,
      );
    },

    /** Products keep selling without a colour (the foreign key sets it to null). */
    async remove(id: string): Promise<Colour[]> {
      await db.transaction(async (tx) => {
        const productIds = await productIdsWhere(tx, sql`p.colour_id = ${id}`);
        if (!(await colourRepository(tx).remove(id))) throw notFound("Colour not found");
        await rebuildSearchText(tx, productIds);
      });
      listings.clear();
      return catalogue.listColours();
    },
  };
}
