import { productMessages } from "@pallu/domain";
import type { WishlistLine } from "../cart-lines";
import { notify } from "@/lib/notify";
import { useAppDispatch, useAppSelector } from "@/lib/store-hooks";
import {
  lineAdded,
  selectCartLines,
  selectSyncStatus,
  selectWishlist,
  syncRetried,
  wishlistLineRemoved,
} from "../cart-slice";

/** The wishlist screen: its lines, removing one, and moving one into the cart. */
export function useWishlist() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectWishlist);
  const cart = useAppSelector(selectCartLines);
  const status = useAppSelector(selectSyncStatus);

  return {
    lines,
    status,
    isInCart: (line: WishlistLine) => cart.some((candidate) => candidate.buyingOptionId === line.buyingOptionId),
    remove: (buyingOptionId: string) => dispatch(wishlistLineRemoved({ buyingOptionId })),
    /** Moves the saved size into the cart; the server's answer then sets its real stock. */
    moveToCart(line: WishlistLine) {
      if (!line.inStock) {
        notify.error(productMessages.itemOutOfStock, { id: productMessages.itemOutOfStock });
        return;
      }
      const { inStock: _inStock, ...fields } = line;
      if (!cart.some((candidate) => candidate.buyingOptionId === line.buyingOptionId)) {
        dispatch(lineAdded({ ...fields, quantity: 1, maxQuantity: 1 }));
      }
      dispatch(wishlistLineRemoved({ buyingOptionId: line.buyingOptionId }));
    },
    retry: () => dispatch(syncRetried()),
  };
}
