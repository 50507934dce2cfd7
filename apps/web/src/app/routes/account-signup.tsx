import { useSearchParams } from "react-router";
import { safeNextPath, SignupForm } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

/** /signup (docs/shop-rules.md#sign-up): details, then the OTP. */
export default function SignupRoute() {
  const [params] = useSearchParams();
  return (
    <AuthFrame>
      <SignupForm next={safeNextPath(params.get("next"))} />
    </AuthFrame>
  );
}
