import { useParams } from "react-router";
import { ReturnPage } from "@/features/orders";

export default function ReturnRoute() {
  const { id = "" } = useParams();
  return <ReturnPage key={id} orderId={id} />;
}
