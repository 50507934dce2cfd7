import { useParams } from "react-router";
import { NewPasswordForm } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

/** /reset-password/{id}: the mailed link's token is the id (docs/shop-rules.md#password-reset). */
export default function NewPasswordRoute() {
  const { id = "" } = useParams();
  return (
    <AuthFrame>
      <NewPasswordForm token={id} />
    </AuthFrame>
  );
}
