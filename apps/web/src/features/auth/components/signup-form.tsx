import { OTP_LENGTH, SignupSchema } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { ChoiceToggle } from "@/components/ui/choice-toggle";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { bindFields, fieldErrorsOf, focusFirstInvalid } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useSendSignupOtpMutation, useSignupMutation, type ContactBody, type SignupBody } from "../api/auth-api";
import { CONTACT_MODES, contactBody, contactError, type ContactMode } from "../contact-mode";
import { formatCountdown, useCooldown } from "../hooks/use-cooldown";
import { AuthCard, textLinkClass } from "./auth-card";
import { ContactField } from "./contact-field";
import { useShopBrand } from "@/lib/shop-brand";

/** A new code may be asked for after this long (the server also limits codes per address). */
export const RESEND_COOLDOWN_S = 30;

type Details = { fullname: string; email: string; phone: string; password: string; confirmPassword: string };
const EMPTY: Details = { fullname: "", email: "", phone: "", password: "", confirmPassword: "" };

/** What the login page may prefill after sign-up. */
export type SignedUp = { mode: ContactMode; contact: string };

/**
 * Sign-up in two steps (docs/shop-rules.md#sign-up): the details, then Send OTP; the details then lock and the OTP
 * field appears with Edit Data and Resend OTP; Sign Up creates the account and leads to /login.
 */
export function SignupForm({ next }: { next: string | null }) {
  const { name } = useShopBrand();
  const navigate = useNavigate();
  const [mode, setMode] = useState<ContactMode>("email");
  const [details, setDetails] = useState<Details>(EMPTY);
  const [otp, setOtp] = useState("");
  const [step, setStep] = useState<"details" | "otp">("details");
  const [tried, setTried] = useState({ details: false, otp: false });
  const cooldown = useCooldown();
  const [sendOtp, sending] = useSendSignupOtpMutation();
  const [signup, signingUp] = useSignupMutation();

  const body = {
    fullname: details.fullname,
    ...contactBody(mode, details[mode]),
    password: details.password,
    confirmPassword: details.confirmPassword,
    otp,
  };
  const parsed = SignupSchema.safeParse(body);
  // Step one checks every field but the code, which has not been sent yet.
  const detailErrors = tried.details ? fieldErrorsOf(parsed, ["otp"]) : {};
  const otpError = tried.otp ? fieldErrorsOf(parsed).otp : undefined;
  const detailsValid = Object.keys(fieldErrorsOf(parsed, ["otp"])).length === 0;
  const locked = step === "otp";
  const suffix = next ? `?next=${encodeURIComponent(next)}` : "";

  const field = bindFields(details, detailErrors, (key, value) => setDetails({ ...details, [key]: value }));

  async function requestOtp() {
    const result = await withProgressToast("Sending OTP...", sendOtp(contactBody(mode, details[mode]) as ContactBody));
    if (result.error) return;
    setStep("otp");
    cooldown.start(RESEND_COOLDOWN_S);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (step === "details") {
      setTried({ ...tried, details: true });
      if (!detailsValid) return focusFirstInvalid(form);
      return requestOtp();
    }
    setTried({ details: true, otp: true });
    if (!parsed.success) return focusFirstInvalid(form);
    const result = await withProgressToast("Signing Up...", signup(body as SignupBody));
    if (result.error) return;
    const signedUp: SignedUp = { mode, contact: details[mode].trim() };
    navigate(`/login${suffix}`, { state: signedUp });
  }

  function editData() {
    setStep("details");
    setOtp("");
    setTried({ details: true, otp: false });
  }

  return (
    <AuthCard
      eyebrow={name ? `Join ${name}` : "Join us"}
      title="Create Account"
      intro={locked ? `Enter the ${OTP_LENGTH}-digit OTP we sent to ${details[mode].trim()}.` : "Save your favourite weaves, track orders and check out faster."}
      footer={
        <>
          Already have an account?{" "}
          <Link to={`/login${suffix}`} className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={sending.isLoading || signingUp.isLoading}>
        <fieldset disabled={locked} className="space-y-5">
          <legend className="sr-only">Your details</legend>
          <TextField label="Full Name" name="fullname" autoComplete="name" {...field("fullname")} />
          <ChoiceToggle legend="Sign up with" value={mode} options={CONTACT_MODES} onChange={setMode} disabled={locked} />
          <ContactField mode={mode} value={details[mode]} onChange={field(mode).onChange} error={contactError(mode, detailErrors)} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            hint={locked ? undefined : "At least 8 characters."}
            {...field("password")}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
        </fieldset>

        {locked ? (
          <div className="space-y-5 rounded-2xl border border-gold-light/70 bg-ivory-deep/60 p-4">
            <TextField
              label="OTP"
              name="otp"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={OTP_LENGTH}
              placeholder={"•".repeat(OTP_LENGTH)}
              className="[&_input]:text-center [&_input]:text-[20px] [&_input]:tracking-[0.5em]"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, ""))}
              error={otpError}
              autoFocus
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="ghost" size="sm" onClick={editData}>
                Edit Data
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void requestOtp()}
                disabled={cooldown.remaining > 0 || sending.isLoading}
                aria-live="polite"
              >
                {cooldown.remaining > 0 ? `Resend OTP in ${formatCountdown(cooldown.remaining)}` : "Resend OTP"}
              </Button>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={signingUp.isLoading}>
              {signingUp.isLoading ? "Signing Up..." : "Sign Up"}
            </Button>
          </div>
        ) : (
          <Button type="submit" size="lg" className="w-full" disabled={sending.isLoading}>
            {sending.isLoading ? "Sending OTP..." : "Send OTP"}
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
