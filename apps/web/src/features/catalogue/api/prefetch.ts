import { visitAnswers } from "@/lib/page-query";
import { chosenCurrency, inCurrency } from "@/lib/shopper-currency";
import type { PricedProduct } from "../prices-shown";
import { productRead } from "./catalogue-api";

/** Starts a product's request, in the shopper's currency, before the product page's code has arrived. */
export const prefetchProduct = (id: string) => visitAnswers().ensure(productRead(inCurrency({ id }, chosenCurrency())));

/** A product read by one address (its id, an old slug), kept under its own link too, so moving there shows it at once. */
export const keepProductUnderItsSlug = (product: PricedProduct, currency: string) =>
  visitAnswers().put(productRead(inCurrency({ id: product.slug }, currency)).path, { data: product });
