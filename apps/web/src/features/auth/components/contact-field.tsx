import type { ChangeEventHandler } from "react";
import { TextField } from "@/components/ui/form-field";
import type { ContactMode } from "../contact-mode";

/** The email or phone input that follows the "with email / with phone" choice of the auth forms. */
export function ContactField({
  mode,
  value,
  onChange,
  error,
}: {
  mode: ContactMode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error: string | undefined;
}) {
  return mode === "email" ? (
    <TextField
      key="email"
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      value={value}
      onChange={onChange}
      error={error}
    />
  ) : (
    <TextField
      key="phone"
      label="Phone number"
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={10}
      placeholder="10-digit mobile number"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
