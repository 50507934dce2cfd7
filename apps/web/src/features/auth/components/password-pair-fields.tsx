import { PasswordField } from "@/components/ui/form-field";

export type PasswordPair = { password: string; confirmPassword: string };

/**
 * A password chosen from a mailed link (a reset, an invitation): what is wrong with the link, the
 * new password and its confirmation.
 */
export function PasswordPairFields({
  label,
  hint,
  values,
  onChange,
  errors,
}: {
  label: string;
  hint: string;
  values: PasswordPair;
  onChange: (values: PasswordPair) => void;
  errors: { token?: string | undefined; password?: string | undefined; confirmPassword?: string | undefined };
}) {
  return (
    <>
      {errors.token && (
        <p role="alert" className="rounded-xl bg-maroon/8 px-4 py-3 text-[14px] font-semibold text-maroon">
          {errors.token}
        </p>
      )}
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        hint={hint}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })}
        error={errors.confirmPassword}
      />
    </>
  );
}
