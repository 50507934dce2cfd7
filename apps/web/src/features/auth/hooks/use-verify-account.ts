import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useVerifyAccountMutation } from "../api/auth-api";
import { storePendingVerification } from "../pending-verification";
import { useSession } from "../use-session";
import { verifyStep, type VerifyRequest } from "../verify-flow";

/** Drives /verify/{token} through the steps of verifyStep and answers the current one. */
export function useVerifyAccount(token: string) {
  const navigate = useNavigate();
  const { isLoggedIn, user } = useSession();
  const [verify, { isUninitialized, isLoading, isSuccess, isError }] = useVerifyAccountMutation();
  const sent = useRef(false);

  const request: VerifyRequest = isSuccess ? "succeeded" : isError ? "failed" : isLoading ? "pending" : "idle";
  const step = verifyStep({ isLoggedIn, user, request });

  useEffect(() => {
    if (step === "store-and-login") {
      storePendingVerification(token);
      navigate("/login", { replace: true });
    } else if (step === "verify" && isUninitialized && !sent.current) {
      // Sent once: the page may render again before the call is marked as started.
      sent.current = true;
      void verify({ token });
    } else if (step === "failed") {
      // The error toast carries the server's message to the home page.
      navigate("/", { replace: true });
    }
  }, [step, token, isUninitialized, navigate, verify]);

  return step;
}
