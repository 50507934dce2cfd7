import { useParams } from "react-router";
import { PayPage } from "@/features/payment-links";

/** /pay/{token}: a payment link the shop sent, open to anyone who has it. */
export default function PayLinkRoute() {
  const { token = "" } = useParams();
  return <PayPage key={token} token={token} />;
}
