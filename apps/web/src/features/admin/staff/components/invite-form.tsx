import { InviteStaffBodySchema, ROLES, STAFF_ROLES, type StaffInvite, type StaffRole } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { fieldErrorsOf } from "@/lib/field-errors";
import { SelectField, TextField } from "../../shared/components/fields";
import { AdminPanel } from "../../shared/components/page-header";
import { withProgressToast } from "../../shared/progress-toast";
import { useInviteStaffMutation } from "../api/admin-staff-api";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${ROLES[role].title} — ${ROLES[role].summary}`,
}));
const EMPTY = { fullname: "", contact: "", role: "orders" as StaffRole };

/** The owner's invitation: a name, an email or a 10-digit mobile, and the role; the link goes by mail or SMS. */
export function InviteForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<StaffInvite | null>(null);
  const [invite, inviting] = useInviteStaffMutation();

  const contact = values.contact.trim();
  const byPhone = /^[0-9\s+-]+$/.test(contact);
  const body = {
    fullname: values.fullname,
    role: values.role,
    ...(byPhone ? { phone: contact.replace(/\D/g, "").slice(-10) } : { email: contact }),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteStaffBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed);
      setErrors({ fullname: found.fullname ?? "", contact: found.email ?? found.phone ?? "" });
      return;
    }
    setErrors({});
    const answer = await withProgressToast(
      "Sending the invitation...",
      invite(parsed.data as Parameters<typeof invite>[0]),
    );
    if (!answer) return;
    setSent(answer.invite);
    setValues(EMPTY);
  };

  return (
    <AdminPanel
      title="Invite someone"
      description="They get a link by mail (or SMS for a phone number) to set a password. It works once, for 72 hours."
    >
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        aria-label="Invite a member of staff"
      >
        <TextField
          label="Full name"
          autoComplete="off"
          value={values.fullname}
          onChange={(event) => setValues({ ...values, fullname: event.target.value })}
          error={errors.fullname || undefined}
        />
        <TextField
          label="Email or mobile number"
          inputMode="email"
          autoComplete="off"
          value={values.contact}
          onChange={(event) => setValues({ ...values, contact: event.target.value })}
          error={errors.contact || undefined}
        />
        <SelectField
          label="Role"
          className="md:col-span-2"
          value={values.role}
          options={ROLE_OPTIONS}
          onChange={(event) => setValues({ ...values, role: event.target.value as StaffRole })}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={inviting.isLoading}>
            {inviting.isLoading ? "Sending…" : "Send invitation"}
          </Button>
        </div>
      </form>
      {sent?.link && (
        <p role="status" className="mt-4 rounded-xl bg-gold-light/25 px-4 py-3 text-[13px] break-all text-ink">
          Sent to {sent.email ?? sent.phone}. You can also pass the link on yourself:{" "}
          <span className="font-mono text-[12px]">{sent.link}</span>
        </p>
      )}
    </AdminPanel>
  );
}
