import { useSession } from "@/features/auth";
import { WishlistScreen } from "@/features/cart";

export default function WishlistRoute() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <title>My Wishlist · Pallu</title>
      <WishlistScreen isGuest={!isLoggedIn} />
    </>
  );
}
