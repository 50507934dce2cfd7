import { useParams } from "react-router";
import { useVerifyAccount, VerifyAccountView } from "@/features/auth";

/** /verify/{token} (docs/shop-rules.md#verification). */
export default function VerifyRoute() {
  const { token = "" } = useParams();
  const step = useVerifyAccount(token);
  return <VerifyAccountView step={step} />;
}
