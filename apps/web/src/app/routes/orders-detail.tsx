import { useParams } from "react-router";
import { OrderDetailPage } from "@/features/orders";

export default function OrderDetailRoute() {
  const { id = "" } = useParams();
  return <OrderDetailPage key={id} orderId={id} />;
}
