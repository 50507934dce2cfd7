import { messages, type WishlistLine } from "@pallu/domain";
import { useDispatch, useSelector } from "react-redux";
import { notify } from "@/lib/notify";
import {
  lineAdded,
  selectCartLines,
  selectSyncStatus,
  selectWishlist,
  syncRetried,
  wishlistLineRemoved,
  type WithCart,
} from "../cart-slice";

/** The wishlist screen: its lines, removing one, and moving one into the cart. */
export function useWishlist() {
  const dispatch = useDispatch();
  const lines = useSelector((state: WithCart) => selectWishlist(state));
  const cart = useSelector((state: WithCart) => selectCartLines(state));
  const status = useSelector((state: WithCart) => selectSyncStatus(state));

  return {
    lines,
    status,
    isInCart: (line: WishlistLine) => cart.some((candidate) => candidate.subDetailId === line.subDetailId),
    remove: (subDetailId: string) => dispatch(wishlistLineRemoved({ subDetailId })),
    /** Moves the saved size into the cart; the server's answer then sets its real stock. */
    moveToCart(line: WishlistLine) {
      if (!line.inStock) {
        notify.error(messages.product.itemOutOfStock, { id: messages.product.itemOutOfStock });
        return;
      }
      const { inStock: _inStock, ...fields } = line;
      if (!cart.some((candidate) => candidate.subDetailId === line.subDetailId)) {
        dispatch(lineAdded({ ...fields, quantity: 1, maxQuantity: 1 }));
      }
      dispatch(wishlistLineRemoved({ subDetailId: line.subDetailId }));
    },
    retry: () => dispatch(syncRetried()),
  };
}
