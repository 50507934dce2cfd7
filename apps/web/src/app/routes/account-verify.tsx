import { useParams } from "react-router";
import { useVerifyAccount, VerifyAccountView } from "@/features/auth";

/** /verify/{token} (spec §2, §4). */
export default function VerifyRoute() {
  const { token = "" } = useParams();
  const step = useVerifyAccount(token);
  return <VerifyAccountView step={step} />;
}
