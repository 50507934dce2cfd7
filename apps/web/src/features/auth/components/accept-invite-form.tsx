import { AcceptInviteBodySchema, messages } from "@pallu/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useAppDispatch } from "@/lib/store-hooks";
import { useAcceptInviteMutation } from "../api/auth-api";
import { loggedIn } from "../auth-slice";
import { AuthCard } from "./auth-card";
import { PasswordPairFields } from "./password-pair-fields";

/** The page of an invitation onto the shop's staff: choose a password, and the back office opens. */
export function AcceptInviteForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const { tried, submitWhen } = useTriedSubmit();
  const [acceptInvite, { isLoading }] = useAcceptInviteMutation();

  const parsed = AcceptInviteBodySchema.safeParse({ token, password: values.password });
  const errors = tried ? fieldErrorsOf(parsed) : {};
  const confirmError =
    tried && values.confirmPassword !== values.password ? messages.signup.passwordsDiffer : undefined;

  const submit = submitWhen(parsed.success && !confirmError && values.confirmPassword === values.password, async () => {
    const result = await withProgressToast("Joining...", acceptInvite({ token, password: values.password }));
    if (!result.data) return;
    dispatch(loggedIn({ token: result.data.token }));
    navigate("/admin", { replace: true });
  });

  return (
    <AuthCard
      eyebrow="You are invited"
      title="Join the Shop's Staff"
      intro="Choose the password you will sign in to the back office with."
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isLoading}>
        <PasswordPairFields
          label="Password"
          hint="At least 8 characters."
          values={values}
          onChange={setValues}
          errors={{ ...errors, confirmPassword: confirmError }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading ? "Joining..." : "Accept and Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
