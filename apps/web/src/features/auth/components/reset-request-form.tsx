import { EmailSchema } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { MailIcon } from "@/components/ui/info-icons";
import { withProgressToast } from "@/lib/progress-toast";
import { useRequestPasswordResetMutation } from "../api/auth-api";
import { AuthCard, textLinkClass } from "./auth-card";
import { ContactField } from "./contact-field";

/**
 * Asks for the email and sends a reset link (docs/shop-rules.md#password-reset). The answer is the same whether or not an
 * account exists, so the page never tells a stranger who shops here.
 */
export function ResetRequestForm() {
  const [email, setEmail] = useState("");
  const [tried, setTried] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const parsed = EmailSchema.safeParse(email);
  const error = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) {
      event.currentTarget.querySelector<HTMLElement>("input")?.focus();
      return;
    }
    // The page shows the answer itself, so no success toast repeats it.
    const result = await withProgressToast("Sending link...", requestReset({ email: parsed.data }), () => null);
    if (result.data) setSentMessage(result.data.message);
  }

  return (
    <AuthCard
      eyebrow="Forgot your password?"
      title="Reset Password"
      intro={
        sentMessage
          ? undefined
          : "Enter the email of your account and we will send you a link to choose a new password."
      }
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={textLinkClass}>
            Back to Login
          </Link>
        </>
      }
    >
      {sentMessage ? (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl border border-gold-light/70 bg-ivory-deep/60 p-6 text-center"
        >
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-maroon text-gold-light">
            <MailIcon size={26} />
          </span>
          <p className="text-[15px] text-ink">{sentMessage}</p>
          <p className="text-[13px] text-ink-muted">
            Do check your spam folder if it does not arrive in a few minutes.
          </p>
          <Button variant="outline" size="sm" onClick={() => setSentMessage(null)}>
            Use another email
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isLoading}>
          <ContactField mode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
          <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
            {isLoading ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
