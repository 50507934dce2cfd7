import { CartScreen } from "@/features/cart";

export default function CartRoute() {
  return (
    <>
      <title>My Cart · Pallu</title>
      <CartScreen />
    </>
  );
}
