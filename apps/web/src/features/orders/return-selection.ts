import { cartTotal, type ReturnResolution } from "@pallu/domain";
import type { OrderLine } from "./order-model";

/** How many of each order line (by line id) the shopper sends back; each from 0 up to what was bought. */
export type ReturnQuantities = Record<string, number>;

export function clampQuantity(quantity: number, bought: number): number {
  return Math.min(Math.max(Math.trunc(quantity), 0), bought);
}

export function noneSelected(lines: OrderLine[]): ReturnQuantities {
  return Object.fromEntries(lines.map((line) => [line._id, 0]));
}

/** The lines to return, as the server's `cart` wants them: only those with a quantity. */
export function selectedLines(lines: OrderLine[], quantities: ReturnQuantities): { _id: string; quantity: number }[] {
  return lines
    .map((line) => ({ _id: line._id, quantity: clampQuantity(quantities[line._id] ?? 0, line.quantity) }))
    .filter((line) => line.quantity > 0);
}

/** What the chosen lines are worth, in rupees. */
export function selectedValue(lines: OrderLine[], quantities: ReturnQuantities): number {
  return cartTotal(
    lines.map((line) => ({ price: line.price, quantity: clampQuantity(quantities[line._id] ?? 0, line.quantity) })),
  );
}

/*
 * Mirrors the reason rule of ReturnOrderBodySchema (the server checks with the schema itself).
 * Importing the schema here would pull zod into the storefront's first load: the bundler keeps
 * every used export of a domain module in the one chunk that module lives in.
 */
export const REASON_REQUIRED = "Please tell us why you are returning";
export const REASON_MAX_LENGTH = 1000;

export function checkReason(reason: string): { reason: string } | { error: string } {
  const text = reason.trim();
  return text.length === 0 ? { error: REASON_REQUIRED } : { reason: text.slice(0, REASON_MAX_LENGTH) };
}

/** What the shop's policy lets the shopper ask for the pieces chosen (all of them while none is): what every piece allows. */
export function allowedResolutions(lines: OrderLine[], quantities: ReturnQuantities): ReturnResolution[] {
  const chosen = lines.filter((line) => (quantities[line._id] ?? 0) > 0);
  const considered = chosen.length > 0 ? chosen : lines;
  const [first, ...rest] = considered.map((line) => line.returnOptions);
  return (first ?? []).filter((option) => rest.every((options) => options.includes(option)));
}

/** The size an exchange starts at: the same size when it is in stock (a like-for-like replacement), else the first one that is. */
export function defaultExchangeSize(line: OrderLine): string | undefined {
  const inStock = line.exchangeSizes.filter((size) => size.inStock);
  return (inStock.find((size) => size.buyingOptionId === line.buyingOptionId) ?? inStock[0])?.buyingOptionId;
}

/** Whether a piece chosen (or any, while none is) has nothing in stock to be exchanged for. */
export function nothingToExchange(lines: OrderLine[], quantities: ReturnQuantities): boolean {
  const chosen = lines.filter((line) => (quantities[line._id] ?? 0) > 0);
  return (chosen.length > 0 ? chosen : lines).some((line) => !line.exchangeSizes.some((size) => size.inStock));
}
