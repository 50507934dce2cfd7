import { ResetRequestForm } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

/** /reset-password (docs/shop-rules.md#password-reset). */
export default function ResetRequestRoute() {
  return (
    <AuthFrame>
      <ResetRequestForm />
    </AuthFrame>
  );
}
