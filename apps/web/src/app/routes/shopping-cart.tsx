import { useSession } from "@/features/auth";
import { CartScreen } from "@/features/cart";

export default function CartRoute() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <title>My Cart · Pallu</title>
      <CartScreen isGuest={!isLoggedIn} />
    </>
  );
}
