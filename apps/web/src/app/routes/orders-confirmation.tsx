import { useParams } from "react-router";
import { OrderConfirmationPage } from "@/features/orders";

export default function OrderConfirmationRoute() {
  const { id = "" } = useParams();
  return <OrderConfirmationPage key={id} orderId={id} />;
}
