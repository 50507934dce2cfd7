import { useParams } from "react-router";
import { AcceptInviteForm } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

/** /staff-invite/{token}: the invitation's link, mailed or sent by SMS to a new member of staff (docs/staff.md). */
export default function AcceptInviteRoute() {
  const { token = "" } = useParams();
  return (
    <AuthFrame>
      <AcceptInviteForm token={token} />
    </AuthFrame>
  );
}
