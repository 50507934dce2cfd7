import { NO_SIZE, type BuyingOption, type ProductDetail } from "@pallu/domain";
import { useState } from "react";

/** Sizes worth offering: a product without size options has one option sized NA (docs/shop-rules.md#product-page). */
export function sizeChoices(product: ProductDetail): BuyingOption[] {
  return product.buyingOption.filter((option) => option.size !== NO_SIZE);
}

/** The option `chosenId` names among the product's sizes; without sizes, its single option. */
export function optionFor(product: ProductDetail, chosenId: string | null): BuyingOption | undefined {
  const choices = sizeChoices(product);
  return choices.length === 0 ? product.buyingOption[0] : choices.find((candidate) => candidate._id === chosenId);
}

/**
 * The buying option the shopper chose. Without sizes to choose from there is nothing to pick,
 * so the single option counts as chosen.
 */
export function useProductOption(product: ProductDetail | undefined) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (!product) return { option: undefined, choices: [], choose: setChosenId };
  return { option: optionFor(product, chosenId), choices: sizeChoices(product), choose: setChosenId };
}
