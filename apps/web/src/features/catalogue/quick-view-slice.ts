import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { PricedSummary } from "./prices-shown";

/** The product shown in the quick view overlay, if any (docs/shop-rules.md#product-cards). */
export interface QuickViewState {
  product: PricedSummary | null;
}

export const quickViewSlice = createSlice({
  name: "quickView",
  initialState: { product: null } as QuickViewState,
  reducers: {
    quickViewOpened(state, action: PayloadAction<PricedSummary>) {
      state.product = action.payload;
    },
    quickViewClosed(state) {
      state.product = null;
    },
  },
});

export const { quickViewOpened, quickViewClosed } = quickViewSlice.actions;
export type WithQuickView = { quickView: QuickViewState };
export const selectQuickViewProduct = (state: WithQuickView) => state.quickView.product;
