import { cardPrice, HOME_CURRENCY, type BuyingOption, type Pagination, type ProductDetail, type ProductSummary } from "@pallu/domain";

/*
 * Prices as the shopper reads them: in her currency when she chose one and the server answered the
 * amounts in it (`currency` and `inCurrency` beside the rupees, docs/api.md#products), in rupees
 * otherwise. Nothing is converted here: the amounts are the server's.
 */

/** A price, the one struck through beside it (the same when there is none), and their currency. */
export type ShownPrice = { currency: string; price: number; originalPrice: number };

type CardInCurrency = { _id: string; minPrice: number; originalPrice: number };
type ServiceInCurrency = { _id: string; price: number; styles: { _id: string; price: number }[] };

/** A product of a listing, with its card's price in the shopper's currency when she reads another than rupees. */
export type PricedSummary = ProductSummary & { inCurrency?: ShownPrice };

/** A product page, with each size's and each service's price in the shopper's currency when she reads another. */
export type PricedProduct = Omit<ProductDetail, "suggestions"> & {
  suggestions: PricedSummary[];
  inCurrency?: {
    currency: string;
    buyingOption: { _id: string; originalPrice: number; discountedPrice: number }[];
    services: ServiceInCurrency[];
  };
};

export type WireListing = { products: ProductSummary[]; pagination: Pagination; currency?: string; inCurrency?: CardInCurrency[] };
export type WireProductPage = {
  product: ProductDetail;
  currency?: string;
  inCurrency?: { buyingOption: NonNullable<PricedProduct["inCurrency"]>["buyingOption"]; services: ServiceInCurrency[]; suggestions: CardInCurrency[] };
};

function withCard(product: ProductSummary, currency: string | undefined, cards: CardInCurrency[] | undefined): PricedSummary {
  const card = cards?.find((each) => each._id === product._id);
  return card && currency ? { ...product, inCurrency: { currency, price: card.minPrice, originalPrice: card.originalPrice } } : product;
}

export const pricedListing = (answer: WireListing): PricedSummary[] =>
  answer.products.map((product) => withCard(product, answer.currency, answer.inCurrency));

export function pricedProduct({ product, currency, inCurrency }: WireProductPage): PricedProduct {
  if (!currency || !inCurrency) return product;
  return {
    ...product,
    suggestions: product.suggestions.map((suggestion) => withCard(suggestion, currency, inCurrency.suggestions)),
    inCurrency: { currency, buyingOption: inCurrency.buyingOption, services: inCurrency.services },
  };
}

/** A card's price and the one struck through beside it, as the shopper reads them. */
export function cardPriceShown(product: PricedSummary): ShownPrice {
  if (product.inCurrency) return product.inCurrency;
  const { price, originalPrice } = cardPrice(product);
  return { currency: HOME_CURRENCY, price, originalPrice };
}

/** A size's price and the one struck through beside it, as the shopper reads them. */
export function optionPriceShown(product: PricedProduct, option: BuyingOption): ShownPrice {
  const priced = product.inCurrency?.buyingOption.find((each) => each._id === option._id);
  return priced && product.inCurrency
    ? { currency: product.inCurrency.currency, price: priced.discountedPrice, originalPrice: priced.originalPrice }
    : { currency: HOME_CURRENCY, price: option.discountedPrice, originalPrice: option.originalPrice };
}
