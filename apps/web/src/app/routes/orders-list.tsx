import { OrdersPage } from "@/features/orders";

export default function OrdersListRoute() {
  return <OrdersPage />;
}
