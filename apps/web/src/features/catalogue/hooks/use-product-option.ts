import { NO_SIZE, type BuyingOption, type ProductDetail } from "@pallu/domain";
import { useState } from "react";

/** Sizes worth offering: a product without size options has one option sized NA (docs/shop-rules.md#product-page). */
export function sizeChoices(product: ProductDetail): BuyingOption[] {
  return product.buyingOption.filter((option) => option.size !== NO_SIZE);
}

/**
 * The buying option the shopper chose. Without sizes to choose from there is nothing to pick,
 * so the single option counts as chosen.
 */
export function useProductOption(product: ProductDetail | undefined) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (!product) return { option: undefined, choices: [], choose: setChosenId };
  const choices = sizeChoices(product);
  const option =
    choices.length === 0 ? product.buyingOption[0] : choices.find((candidate) => candidate._id === chosenId);
  return { option, choices, choose: setChosenId };
}
