import {
  CartLineInputSchema,
  MAX_CART_LINES,
  MADE_TO_ORDER_MAX_PER_LINE,
  paiseToRupees,
  sellsBeyondStock,
  SOLD_OUT_REASON,
  type CartLine,
  type CartLineInput,
  type RemovedLine,
  type RequestedService,
  type UnavailableCartLine,
} from "@pallu/domain";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { invalid } from "../../lib/app-error.js";
import { findFirstBuyingOptions, findPurchasableBuyingOptions, type PurchasableBuyingOption } from "./purchasable-options.js";

/** A line as the server reads it: which product, which size (the product's first when none), how many. */
export type RequestedLine = {
  productId: string;
  buyingOptionId?: string | undefined;
  quantity: number;
  /** Services asked for with the piece; priced at checkout from the product's own list. */
  services?: RequestedService[] | undefined;
  /** The saved measurements to stitch to; null or absent while the shopper sends them later. */
  measurementProfileId?: string | null | undefined;
};

/** The one place a wire line's size (`sizeId`, or `subDetailId` as the spec also spells it) becomes a buying option. */
export function requestedLineOf(input: CartLineInput): RequestedLine {
  return {
    productId: input.productId,
    buyingOptionId: input.sizeId ?? input.subDetailId,
    quantity: input.quantity ?? 1,
    services: input.services?.map((service) => ({ serviceId: service.serviceId, styleId: service.styleId })),
    measurementProfileId: input.measurementProfileId ?? null,
  };
}

const LinesSchema = z.array(CartLineInputSchema).max(MAX_CART_LINES, { message: `at most ${MAX_CART_LINES} lines` });

/** Reads the JSON text (or array) a client sent as its cart or wishlist. */
export function parseLines(field: string | unknown[], label: string): RequestedLine[] {
  let value: unknown = field;
  if (typeof field === "string") {
    try {
      value = field.trim() === "" ? [] : JSON.parse(field);
    } catch {
      throw invalid(`The ${label} is not valid JSON`);
    }
  }
  const parsed = LinesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (line ${Number(issue.path[0]) + 1}${issue.path[1] ? `, ${String(issue.path[1])}` : ""})` : "";
    throw invalid(`Invalid ${label}${where}: ${issue?.message ?? "invalid value"}`);
  }
  return parsed.data.map(requestedLineOf);
}

export type ResolvedLine = {
  buyingOption: PurchasableBuyingOption;
  quantity: number;
  services?: RequestedService[] | undefined;
  measurementProfileId?: string | null | undefined;
};
/** A requested line whose product or size is gone. */
export type DroppedLine = { productId: string; buyingOptionId: string | null; reason: string };
export type ResolvedLines = { lines: ResolvedLine[]; soldOut: ResolvedLine[]; removed: DroppedLine[] };

/**
 * Turns what the client sent into lines of live sizes, with server prices. Unknown or removed
 * products and sizes, and sizes of another product, are dropped and reported; duplicates merge.
 * With `clampToStock`, quantities are cut to the stock and sold-out sizes are set apart in
 * `soldOut` (kept, not dropped: their stock may come back).
 */
export async function resolveLines(
  db: Queryable,
  inputs: RequestedLine[],
  options: { clampToStock: boolean },
): Promise<ResolvedLines> {
  const firstBuyingOptions = await findFirstBuyingOptions(
    db,
    inputs.filter((line) => !line.buyingOptionId).map((line) => line.productId),
  );
  const buyingOptionIdOf = (line: RequestedLine) => line.buyingOptionId ?? firstBuyingOptions.get(line.productId);
  const found = await findPurchasableBuyingOptions(
    db,
    inputs.map(buyingOptionIdOf).filter((id): id is string => Boolean(id)),
  );

  const merged = new Map<string, ResolvedLine>();
  const removed: DroppedLine[] = [];
  for (const input of inputs) {
    const buyingOptionId = buyingOptionIdOf(input);
    const buyingOption = buyingOptionId ? found.get(buyingOptionId) : undefined;
    if (!buyingOption || buyingOption.productId !== input.productId) {
      removed.push({ productId: input.productId, buyingOptionId: buyingOptionId ?? null, reason: "This item is no longer available" });
      continue;
    }
    const existing = merged.get(buyingOption.id);
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    // The same size twice is one line; the services asked for last are the ones it keeps.
    const services = input.services ?? existing?.services;
    const measurementProfileId = input.measurementProfileId ?? existing?.measurementProfileId;
    merged.set(buyingOption.id, { buyingOption, quantity, services, measurementProfileId });
  }

  const lines: ResolvedLine[] = [];
  const soldOut: ResolvedLine[] = [];
  for (const line of merged.values()) {
    if (!options.clampToStock) {
      lines.push(line);
    } else if (line.buyingOption.stock <= 0 && !sellsBeyondStock(line.buyingOption)) {
      soldOut.push(line);
    } else {
      lines.push({ ...line, quantity: Math.min(line.quantity, mostOf(line.buyingOption)) });
    }
  }
  return { lines, soldOut, removed };
}

/** The most of a size one cart may hold: its stock, and never more than the one piece of a one-off. */
export function mostOf(buyingOption: Pick<PurchasableBuyingOption, "stock" | "oneOfAKind" | "madeToOrderDays" | "availableFrom">): number {
  if (sellsBeyondStock(buyingOption)) return buyingOption.oneOfAKind ? 1 : MADE_TO_ORDER_MAX_PER_LINE;
  return buyingOption.oneOfAKind ? Math.min(buyingOption.stock, 1) : buyingOption.stock;
}

export function presentRemovedLine(line: DroppedLine): RemovedLine {
  return { productId: line.productId, sizeId: line.buyingOptionId, reason: line.reason };
}

export function presentUnavailableLine(line: ResolvedLine): UnavailableCartLine {
  return { ...presentCartLine(line), reason: SOLD_OUT_REASON };
}

export function presentCartLine(line: ResolvedLine): CartLine {
  const { buyingOption } = line;
  return {
    productId: buyingOption.productId,
    name: buyingOption.name,
    description: buyingOption.description,
    image: buyingOption.image,
    price: paiseToRupees(buyingOption.discountedPricePaise),
    originalPrice: paiseToRupees(buyingOption.originalPricePaise),
    size: buyingOption.size,
    sizeId: buyingOption.id,
    subDetailId: buyingOption.id,
    quantity: line.quantity,
    maxQuantity: mostOf(buyingOption),
    services: line.services ?? [],
    measurementProfileId: line.measurementProfileId ?? null,
    oneOfAKind: buyingOption.oneOfAKind,
  };
}
