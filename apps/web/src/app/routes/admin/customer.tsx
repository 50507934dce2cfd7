import { useParams } from "react-router";
import { CustomerPage } from "@/features/admin";

/** /admin/customers/:userId. */
export default function CustomerRoute() {
  const { userId = "" } = useParams();
  return <CustomerPage key={userId} userId={userId} />;
}
