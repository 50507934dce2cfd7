import { sliceOf } from "@/lib/shop-store";
import type { PricedSummary } from "./prices-shown";

/** The product shown in the quick view overlay, if any (docs/shop-rules.md#product-cards). */
export interface QuickViewState {
  product: PricedSummary | null;
}

export const quickViewSlice = sliceOf("quickView", { product: null } as QuickViewState, {
  quickViewOpened: (_state, product: PricedSummary) => ({ product }),
  quickViewClosed: (state) => (state.product === null ? state : { product: null }),
});

export const { quickViewOpened, quickViewClosed } = quickViewSlice.actions;
export type WithQuickView = { quickView: QuickViewState };
export const selectQuickViewProduct = (state: WithQuickView) => state.quickView.product;
