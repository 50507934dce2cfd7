import { WishlistScreen } from "@/features/cart";

export default function WishlistRoute() {
  return (
    <>
      <title>My Wishlist · Pallu</title>
      <WishlistScreen />
    </>
  );
}
