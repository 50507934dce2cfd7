import { SigninSchema } from "@pallu/domain";
import { useState } from "react";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { ChoiceToggle } from "@/components/ui/choice-toggle";
import { PasswordField } from "@/components/ui/form-field";
import { fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useSigninMutation, type SigninBody } from "../api/auth-api";
import { CONTACT_MODES, contactBody, contactError, type ContactMode } from "../contact-mode";
import { AuthCard, textLinkClass } from "./auth-card";
import { ContactField } from "./contact-field";

/**
 * Login by email or phone (docs/shop-rules.md#sign-in). Errors show once the visitor has tried to submit and
 * follow their typing after that. Where to go next is the /login guard's job: once the session
 * starts, it moves the visitor on.
 */
export function LoginForm({
  next,
  initialMode = "email",
  initialContact = "",
}: {
  next: string | null;
  initialMode?: ContactMode;
  initialContact?: string;
}) {
  const [mode, setMode] = useState<ContactMode>(initialMode);
  const [contact, setContact] = useState({
    email: initialMode === "email" ? initialContact : "",
    phone: initialMode === "phone" ? initialContact : "",
  });
  const [password, setPassword] = useState("");
  const { tried, submitWhen } = useTriedSubmit();
  const [signin, { isLoading }] = useSigninMutation();

  const body = { ...contactBody(mode, contact[mode]), password };
  const parsed = SigninSchema.safeParse(body);
  const errors = tried ? fieldErrorsOf(parsed) : {};
  const suffix = next ? `?next=${encodeURIComponent(next)}` : "";

  const submit = submitWhen(parsed.success, async () => {
    await withProgressToast("Signing In...", signin(body as SigninBody));
  });

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Login"
      intro="Sign in to see your cart, wishlist and orders."
      footer={
        <>
          New here?{" "}
          <Link to={`/signup${suffix}`} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isLoading}>
        <ChoiceToggle legend="Login with" value={mode} options={CONTACT_MODES} onChange={setMode} />
        <ContactField
          mode={mode}
          value={contact[mode]}
          onChange={(event) => setContact({ ...contact, [mode]: event.target.value })}
          error={contactError(mode, errors)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div className="-mt-2 flex justify-end">
          <Link to="/reset-password" className={`text-[13.5px] ${textLinkClass}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
          {isLoading ? "Signing In..." : "Login"}
        </Button>
      </form>
    </AuthCard>
  );
}
