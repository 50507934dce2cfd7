import type { BuyingOption, ProductDetail } from "@pallu/domain";
import { useEffect } from "react";
import { optionFor } from "@/features/catalogue";
import { takeEarlyTaps } from "@/lib/early-taps";

/** What a product page does with a tap: the same as its buttons, but never undoing what is done. */
export type EarlyTapAnswers = {
  choose: (buyingOptionId: string) => void;
  putInCart: (option: BuyingOption | undefined) => void;
  keepInWishlist: (option: BuyingOption | undefined) => void;
};

/**
 * Answers, once, the taps made on this product's page before it came to life (lib/early-taps.ts):
 * the size she chose, then "Add to Cart" or "Add to wishlist" with the size chosen when she tapped.
 */
export function useEarlyTapReplay(product: ProductDetail | undefined, path: string, answers: EarlyTapAnswers) {
  useEffect(() => {
    if (!product) return;
    for (const tap of takeEarlyTaps(path)) {
      const option = optionFor(product, tap.size);
      if (tap.size !== null && option?._id === tap.size) answers.choose(tap.size);
      if (tap.kind === "cart") answers.putInCart(option);
      else if (tap.kind === "wishlist") answers.keepInWishlist(option);
    }
  }, [product, path, answers]);
}
