import { FooterSchema, type Footer } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { bindFields } from "@/lib/field-errors";
import { TextAreaField, TextField } from "../../shared/components/fields";
import { withFieldName } from "../../shared/field-messages";
import { toastResult } from "../../shared/progress-toast";
import { useUpdateFooterMutation } from "../api/admin-site-api";

const SOCIAL = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "twitter", label: "X (Twitter)" },
  { key: "pinterest", label: "Pinterest" },
  { key: "youtube", label: "YouTube" },
] as const;

const LABELS: Record<string, string> = {
  about: "About text",
  email: "Email",
  phone: "Phone",
  whatsapp: "WhatsApp",
  address: "Address",
  facebook: "Facebook link",
  instagram: "Instagram link",
  twitter: "X (Twitter) link",
  pinterest: "Pinterest link",
  youtube: "YouTube link",
};

/** The footer's words, contact details and social links. */
export function FooterForm({ footer }: { footer: Footer }) {
  const [value, setValue] = useState<Footer>(footer);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [updateFooter, update] = useUpdateFooterMutation();
  const field = bindFields(value, errors, (key, text) => setValue({ ...value, [key]: text }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = FooterSchema.safeParse(value);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[issue.path.length - 1] ?? "");
        next[field] ??= withFieldName(LABELS[field], issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await toastResult(updateFooter(parsed.data));
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextAreaField label="About text" {...field("about")} maxLength={600} rows={3} className="md:col-span-2" />
      <TextField label="Email" type="email" {...field("email")} />
      <TextField label="Phone" {...field("phone")} maxLength={20} inputMode="tel" />
      <TextField label="WhatsApp" {...field("whatsapp")} maxLength={20} inputMode="tel" />
      <TextField label="Address" {...field("address")} maxLength={300} />
      {SOCIAL.map(({ key, label }) => (
        <TextField
          key={key}
          label={`${label} link`}
          type="url"
          value={value.social[key] ?? ""}
          onChange={(event) => setValue({ ...value, social: { ...value.social, [key]: event.target.value } })}
          error={errors[key]}
          placeholder="https://"
        />
      ))}
      <div className="md:col-span-2">
        <Button type="submit" disabled={update.isLoading}>
          Save Footer
        </Button>
      </div>
    </form>
  );
}
