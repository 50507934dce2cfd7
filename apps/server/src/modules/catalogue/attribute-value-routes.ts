import { answerWith, AttributeValueFormSchema, LISTED_ATTRIBUTE_NAMES } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addAttributeValue, shopAttributeLists } from "./attribute-value-repository.js";

const OptionSchema = z.object({ value: z.string(), label: z.string() }).readonly();
const ListsSchema = z.object(
  Object.fromEntries(LISTED_ATTRIBUTE_NAMES.map((name) => [name, z.array(OptionSchema).readonly()])) as Record<
    (typeof LISTED_ATTRIBUTE_NAMES)[number],
    z.ZodReadonly<z.ZodArray<typeof OptionSchema>>
  >,
);
const ListsResponse = answerWith({ attributes: ListsSchema });
const AddedResponse = answerWith({ value: z.string(), attributes: ListsSchema });

/** The saree attribute lists: read by anyone (the shop filters by them), grown by the seller. */
export const attributeValueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/getAttributeValues",
    { schema: { tags: ["catalogue"], response: { 200: ListsResponse } } },
    async () => ({
      success: true as const,
      message: "Attribute values",
      attributes: await shopAttributeLists(app.deps.db),
    }),
  );

  app.post(
    "/products/addAttributeValue",
    {
      onRequest: app.requirePermission("catalogue.edit"),
      schema: { tags: ["catalogue admin"], body: AttributeValueFormSchema, response: { 200: AddedResponse } },
    },
    async (request) => {
      const value = await addAttributeValue(app.deps.db, request.body.attribute, request.body.label);
      return {
        success: true as const,
        message: `${request.body.label.trim()} is on the ${request.body.attribute} list`,
        value,
        attributes: await shopAttributeLists(app.deps.db),
      };
    },
  );
};
