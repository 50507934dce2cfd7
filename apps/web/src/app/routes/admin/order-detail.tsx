import { useParams } from "react-router";
import { AdminOrderDetailPage } from "@/features/admin";

/** /admin/orders/:id and /admin/returns/:id. */
export default function OrderDetailRoute({ type }: { type: "Order" | "Returns" }) {
  const { id = "" } = useParams();
  return <AdminOrderDetailPage key={id} orderId={id} type={type} />;
}
