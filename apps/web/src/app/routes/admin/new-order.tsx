import { useSearchParams } from "react-router";
import { NewOrderPage } from "@/features/admin";

/** /admin/new-order, or /admin/new-order?customer=<id> from a customer's page. */
export default function NewOrderRoute() {
  const [params] = useSearchParams();
  return <NewOrderPage customerId={params.get("customer")} />;
}
