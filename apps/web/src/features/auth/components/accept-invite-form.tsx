import { AcceptInviteBodySchema, messages } from "@pallu/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/form-field";
import { fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useAppDispatch } from "@/lib/store-hooks";
import { useAcceptInviteMutation } from "../api/auth-api";
import { loggedIn } from "../auth-slice";
import { AuthCard } from "./auth-card";

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
        {errors.token && (
          <p role="alert" className="rounded-xl bg-maroon/8 px-4 py-3 text-[14px] font-semibold text-maroon">
            {errors.token}
          </p>
        )}
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
          error={confirmError}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading ? "Joining..." : "Accept and Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
