import {
  CartLineInputSchema,
  MAX_CART_LINES,
  paiseToRupees,
  SOLD_OUT_REASON,
  type CartLine,
  type CartLineInput,
  type RemovedLine,
  type UnavailableCartLine,
} from "@pallu/domain";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { invalid } from "../../lib/app-error.js";
import { findFirstOptions, findPurchasableOptions, type PurchasableOption } from "./purchasable-options.js";

const LinesSchema = z.array(CartLineInputSchema).max(MAX_CART_LINES, { message: `at most ${MAX_CART_LINES} lines` });

/** Reads the JSON text (or array) a client sent as its cart or wishlist. */
export function parseLines(field: string | unknown[], label: string): CartLineInput[] {
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
  return parsed.data;
}

export type ResolvedLine = { option: PurchasableOption; quantity: number };
export type ResolvedLines = { lines: ResolvedLine[]; soldOut: ResolvedLine[]; removed: RemovedLine[] };

/**
 * Turns what the client sent into lines of live sizes, with server prices. Unknown or removed
 * products and sizes, and sizes of another product, are dropped and reported; duplicates merge.
 * With `clampToStock`, quantities are cut to the stock and sold-out sizes are set apart in
 * `soldOut` (kept, not dropped: their stock may come back).
 */
export async function resolveLines(
  db: Queryable,
  inputs: CartLineInput[],
  options: { clampToStock: boolean },
): Promise<ResolvedLines> {
  const firstOptions = await findFirstOptions(
    db,
    inputs.filter((line) => !(line.sizeId ?? line.subDetailId)).map((line) => line.productId),
  );
  const optionIdOf = (line: CartLineInput) => line.sizeId ?? line.subDetailId ?? firstOptions.get(line.productId);
  const found = await findPurchasableOptions(
    db,
    inputs.map(optionIdOf).filter((id): id is string => Boolean(id)),
  );

  const merged = new Map<string, ResolvedLine>();
  const removed: RemovedLine[] = [];
  for (const input of inputs) {
    const optionId = optionIdOf(input);
    const option = optionId ? found.get(optionId) : undefined;
    if (!option || option.product_id !== input.productId) {
      removed.push({ productId: input.productId, sizeId: optionId ?? null, reason: "This item is no longer available" });
      continue;
    }
    const existing = merged.get(option.option_id);
    const quantity = (existing?.quantity ?? 0) + (input.quantity ?? 1);
    merged.set(option.option_id, { option, quantity });
  }

  const lines: ResolvedLine[] = [];
  const soldOut: ResolvedLine[] = [];
  for (const line of merged.values()) {
    if (!options.clampToStock) {
      lines.push(line);
    } else if (line.option.stock <= 0) {
      soldOut.push(line);
    } else {
      lines.push({ option: line.option, quantity: Math.min(line.quantity, line.option.stock) });
    }
  }
  return { lines, soldOut, removed };
}

export function presentUnavailableLine(line: ResolvedLine): UnavailableCartLine {
  return { ...presentCartLine(line), reason: SOLD_OUT_REASON };
}

export function presentCartLine(line: ResolvedLine): CartLine {
  const { option } = line;
  return {
    productId: option.product_id,
    name: option.name,
    description: option.description,
    image: option.image,
    price: paiseToRupees(option.discounted_price_paise),
    originalPrice: paiseToRupees(option.original_price_paise),
    size: option.size,
    sizeId: option.option_id,
    subDetailId: option.option_id,
    quantity: line.quantity,
    maxQuantity: option.stock,
  };
}
