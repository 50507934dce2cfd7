import { AdminOrdersPage } from "@/features/admin";

/** /admin/orders and /admin/returns. */
export default function OrdersRoute({ type }: { type: "Order" | "Returns" }) {
  return <AdminOrdersPage type={type} />;
}
