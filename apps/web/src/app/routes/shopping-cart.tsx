import { useGetAddressQuery } from "@/features/account";
import { useSession } from "@/features/auth";
import { CartScreen, cartPayload, useCart } from "@/features/cart";
import { CouponBox, useCheckoutQuote } from "@/features/promotions";
import { ShopTitle } from "@/components/brand/shop-title";
import { useShopperCurrency } from "@/lib/shopper-currency";

/**
 * /cart: the cart's lines, priced with the shopper's coupon code and the shop's automatic offers
 * by the server, in the currency she reads. The quote needs an address: a signed-in shopper's
 * first saved one (the one checkout starts with); without one the code is kept and applied at checkout.
 */
export default function CartRoute() {
  const { isLoggedIn } = useSession();
  const { lines } = useCart();
  const { data: addresses } = useGetAddressQuery(undefined, { skip: !isLoggedIn });
  const currency = useShopperCurrency();
  const pricing = useCheckoutQuote({
    cart: cartPayload(lines),
    addressId: (isLoggedIn && addresses?.[0]?._id) || null,
    currency,
  });
  return (
    <>
      <ShopTitle>My Cart</ShopTitle>
      <CartScreen
        isGuest={!isLoggedIn}
        quoted={pricing.price}
        quotedLines={pricing.quote?.lines}
        deliveryDate={pricing.quote?.deliveryDate}
        quotedInCurrency={pricing.priceInCurrency}
        coupon={<CouponBox outcome={pricing.coupon} onApply={pricing.apply} onRemove={pricing.remove} />}
      />
    </>
  );
}
