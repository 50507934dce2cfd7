import { useSession } from "@/features/auth";
import { WishlistScreen } from "@/features/cart";
import { ShopTitle } from "@/components/brand/shop-title";

export default function WishlistRoute() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <ShopTitle>My Wishlist</ShopTitle>
      <WishlistScreen isGuest={!isLoggedIn} />
    </>
  );
}
