import { AddContactSchema, OTP_LENGTH } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/account-icons";
import { TextField } from "@/components/ui/form-field";
import { fieldErrorsOf } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useAddEmailOrPhoneMutation, useSendContactOtpMutation, type NewContact } from "../api/account-api";

type Kind = "email" | "phone";
const LABEL: Record<Kind, string> = { email: "Email", phone: "Phone number" };

/**
 * Adds the email or phone a profile is missing, once (docs/shop-rules.md#my-account): request an OTP, enter it,
 * confirm. An entry that is not a proper email or 10-digit number reads 'Please enter correct details'.
 */
export function AddContact({ kind }: { kind: Kind }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [otp, setOtp] = useState("");
  const [step, setStep] = useState<"entry" | "otp">("entry");
  const [tried, setTried] = useState({ entry: false, otp: false });
  const [sendOtp, sending] = useSendContactOtpMutation();
  const [addContact, adding] = useAddEmailOrPhoneMutation();

  const contact = (value.trim() ? { [kind]: value.trim() } : {}) as NewContact;
  const parsed = AddContactSchema.safeParse({ ...contact, otp });
  const all = fieldErrorsOf(parsed);
  const entryError = tried.entry ? (all[kind] ?? all.email) : undefined;
  const otpError = tried.otp ? all.otp : undefined;
  const entryValid = !(all[kind] ?? all.email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === "entry") {
      setTried({ ...tried, entry: true });
      if (!entryValid) return;
      const sent = await withProgressToast("Sending OTP...", sendOtp(contact));
      if (!sent.error) setStep("otp");
      return;
    }
    setTried({ entry: true, otp: true });
    if (!parsed.success) return;
    await withProgressToast("Updating User...", addContact({ ...contact, otp: otp.trim() }));
  }

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <PlusIcon size={16} /> Add {kind === "email" ? "email" : "phone number"}
      </Button>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-gold-light/70 bg-ivory-deep/50 p-4">
      <TextField
        label={LABEL[kind]}
        name={kind}
        type={kind === "email" ? "email" : "tel"}
        inputMode={kind === "email" ? "email" : "numeric"}
        autoComplete={kind === "email" ? "email" : "tel-national"}
        maxLength={kind === "phone" ? 10 : undefined}
        readOnly={step === "otp"}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={entryError}
        autoFocus
      />
      {step === "otp" && (
        <TextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          hint={`Enter the ${OTP_LENGTH}-digit code we sent to ${value.trim()}.`}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, ""))}
          error={otpError}
          autoFocus
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending.isLoading || adding.isLoading}>
          {step === "entry" ? (sending.isLoading ? "Sending..." : "Send OTP") : adding.isLoading ? "Confirming..." : "Confirm"}
        </Button>
        {step === "otp" && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStep("entry");
              setOtp("");
            }}
          >
            Change {kind === "email" ? "email" : "number"}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(false);
            setStep("entry");
            setValue("");
            setOtp("");
            setTried({ entry: false, otp: false });
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
