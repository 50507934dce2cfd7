import { ResetPasswordSchema } from "@pallu/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useAppDispatch } from "@/lib/store-hooks";
import { useResetPasswordMutation } from "../api/auth-api";
import { loggedOut } from "../auth-slice";
import { AuthCard, textLinkClass } from "./auth-card";
import { PasswordPairFields } from "./password-pair-fields";

/** The mailed reset link's page (docs/shop-rules.md#password-reset): a new password and its confirmation; success logs out and goes to /login. */
export function NewPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const { tried, submitWhen } = useTriedSubmit();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const body = { token, ...values };
  const parsed = ResetPasswordSchema.safeParse(body);
  const errors = tried ? fieldErrorsOf(parsed) : {};

  const submit = submitWhen(parsed.success, async () => {
    const result = await withProgressToast("Changing...", resetPassword(body));
    if (result.error) return;
    dispatch(loggedOut());
    navigate("/login", { replace: true });
  });

  return (
    <AuthCard
      eyebrow="Almost there"
      title="Choose a New Password"
      intro="You will log in with your new password next."
      footer={
        <>
          Link expired?{" "}
          <Link to="/reset-password" className={textLinkClass}>
            Request a new one
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isLoading}>
        <PasswordPairFields label="New Password" hint="At least 6 characters." values={values} onChange={setValues} errors={errors} />
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
