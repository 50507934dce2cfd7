import { productMessages, type BuyingOption, type ProductDetail } from "@pallu/domain";
import { useNavigate } from "react-router";
import { notify } from "@/lib/notify";
import { useAppDispatch, useAppSelector } from "@/lib/store-hooks";
import {
  lineAdded,
  lineRemoved,
  lineServicesChosen,
  selectCartLines,
  selectWishlist,
  wishlistKept,
  wishlistToggled,
  type ServicesChoice,
} from "../cart-slice";

/** A cart line drawn from the product page; the server's answer to the save replaces it. */
function lineFor(product: ProductDetail, option: BuyingOption) {
  return {
    productId: product._id,
    name: product.name,
    description: product.description,
    image: product.images[0] ?? null,
    price: option.discountedPrice,
    originalPrice: option.originalPrice,
    size: option.size,
    buyingOptionId: option._id,
  };
}

/**
 * What the product page's buttons do (docs/shop-rules.md#product-page): a size must be chosen and an empty size
 * cannot be sold. A guest's cart and wishlist are kept in the browser and join the account at
 * sign-in, so a guest is asked to sign in only on the way to paying.
 */
export function useCartActions({
  product,
  option,
  readyToWear,
}: {
  product: ProductDetail | undefined;
  option: BuyingOption | undefined;
  /** The services asked for with the piece and whose measurements, when the product offers any. */
  readyToWear?: ServicesChoice | undefined;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector(selectCartLines);
  const wishlist = useAppSelector(selectWishlist);

  // A made-to-order or pre-order piece is sold beyond the shelf (docs/services.md).
  const madeToOrder = Boolean(product?.madeToOrderDays || product?.availableFrom);
  const inCart = option !== undefined && cart.some((line) => line.buyingOptionId === option._id);
  const inWishlist = product !== undefined && wishlist.some((line) => line.productId === product._id);

  /** The chosen option when it can be bought; otherwise says why not and answers undefined. */
  function sellableOption(chosen = option): BuyingOption | undefined {
    if (!chosen) {
      notify.error(productMessages.selectSize, { id: productMessages.selectSize });
      return undefined;
    }
    if (chosen.stock < 1 && !madeToOrder) {
      notify.error(productMessages.itemOutOfStock, { id: productMessages.itemOutOfStock });
      return undefined;
    }
    return chosen;
  }

  function add(chosen: BuyingOption) {
    if (!product) return;
    // A one-off piece goes to the cart one at a time, whatever its stock says.
    // A piece made to order may be asked for beyond the shelf: the server's answer to the save sets how many.
    const maxQuantity = product.oneOfAKind ? Math.min(chosen.stock, 1) : Math.max(chosen.stock, madeToOrder ? 1 : 0);
    dispatch(
      lineAdded({
        ...lineFor(product, chosen),
        quantity: 1,
        maxQuantity,
        oneOfAKind: product.oneOfAKind,
        ...(readyToWear?.services.length ? readyToWear : {}),
      }),
    );
  }

  /** The wishlist keeps the chosen size, or one in stock, so it can go to the cart from there. */
  function wishlistLine(chosen: BuyingOption | undefined) {
    if (!product) return undefined;
    const kept = chosen ?? product.buyingOption.find((candidate) => candidate.stock > 0) ?? product.buyingOption[0];
    return kept && { ...lineFor(product, kept), inStock: kept.stock > 0 };
  }

  return {
    inCart,
    inWishlist,
    /** A change of services or measurements reaches the line already in the cart. */
    chooseServices(choice: ServicesChoice) {
      if (inCart && option) dispatch(lineServicesChosen({ buyingOptionId: option._id, ...choice }));
    },
    toggleCart() {
      if (inCart && option) {
        dispatch(lineRemoved({ buyingOptionId: option._id }));
        return;
      }
      const chosen = sellableOption();
      if (chosen) add(chosen);
    },
    /** Buy Now takes the piece straight to checkout; once it is in the cart the button reads View Cart. */
    buyNow() {
      if (inCart) {
        navigate("/cart");
        return;
      }
      const chosen = sellableOption();
      if (!chosen) return;
      add(chosen);
      navigate("/booking");
    },
    toggleWishlist() {
      const line = wishlistLine(option);
      if (line) dispatch(wishlistToggled(line));
    },
    /**
     * For a tap made before the page came to life, when the page still read "Add to Cart": puts the
     * size in the cart unless it is there already, whatever the buttons show by now.
     */
    putInCart(chosen: BuyingOption | undefined) {
      const sellable = sellableOption(chosen);
      if (sellable) add(sellable);
    },
    /** The same for "Add to wishlist": saves the product unless it is saved already. */
    keepInWishlist(chosen: BuyingOption | undefined) {
      const line = wishlistLine(chosen);
      if (line) dispatch(wishlistKept(line));
    },
  };
}
