import { answerWith, paiseToRupees, StoreCreditSchema } from "@pallu/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recentStoreCreditEntries, storeCreditBalance } from "./store-credit.js";

const RECENT_ENTRIES = 20;

/** The shopper's store credit: what is left to spend, and the latest entries that made it. */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/order/getStoreCredit",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["orders"],
        body: z.unknown().optional(),
        response: { 200: answerWith({ storeCredit: StoreCreditSchema }) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const [balance, entries] = await Promise.all([
        storeCreditBalance(app.deps.db, userId),
        recentStoreCreditEntries(app.deps.db, userId, RECENT_ENTRIES),
      ]);
      return {
        success: true as const,
        message: "Store credit",
        storeCredit: {
          balance: paiseToRupees(balance),
          entries: entries.map((entry) => ({
            amount: paiseToRupees(entry.amountPaise),
            note: entry.note,
            orderId: entry.orderId,
            createdAt: entry.createdAt.toISOString(),
          })),
        },
      };
    },
  );
};
