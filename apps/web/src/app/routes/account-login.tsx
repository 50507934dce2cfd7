import { useLocation, useSearchParams } from "react-router";
import { LoginForm, safeNextPath, type SignedUp } from "@/features/auth";
import { AuthFrame } from "./account-auth-frame";

function signedUpFrom(state: unknown): SignedUp | null {
  if (typeof state !== "object" || state === null) return null;
  const { mode, contact } = state as Partial<SignedUp>;
  return (mode === "email" || mode === "phone") && typeof contact === "string" ? { mode, contact } : null;
}

/** /login (docs/shop-rules.md#sign-in); the guard around it moves a logged-in visitor on. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const signedUp = signedUpFrom(useLocation().state);
  return (
    <AuthFrame>
      <LoginForm
        next={safeNextPath(params.get("next"))}
        initialMode={signedUp?.mode}
        initialContact={signedUp?.contact}
      />
    </AuthFrame>
  );
}
