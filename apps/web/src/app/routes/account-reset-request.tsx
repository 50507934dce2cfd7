import { ResetRequestForm } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

/** /reset-password (spec §2). */
export default function ResetRequestRoute() {
  return (
    <AuthFrame>
      <ResetRequestForm />
    </AuthFrame>
  );
}
