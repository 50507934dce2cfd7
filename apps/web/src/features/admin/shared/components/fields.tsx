import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { SearchIcon } from "@/components/ui/icons";
import { SelectOptions, type SelectOption } from "@/components/ui/select-options";

export const inputClass =
  "block w-full rounded-lg border border-sand bg-white px-3 py-2.5 text-[15px] text-ink placeholder:text-ink-muted/70 transition-colors focus:border-gold focus:outline-2 focus:outline-offset-0 focus:outline-gold/40 aria-[invalid=true]:border-saffron-deep disabled:bg-ivory-deep disabled:text-ink-muted";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-[13px] font-semibold text-saffron-deep">
      {message}
    </p>
  );
}

/** A label, the control, a hint and the field's error, wired together for screen readers. */
function Field({
  label,
  hint,
  error,
  className = "",
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-bold text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-[12px] text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string | undefined; className?: string };

export function TextField({ label, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} {...input} />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${inputClass} min-h-28 resize-y`}
          {...input}
        />
      )}
    </Field>
  );
}

/** A labelled select of `options`, led by an empty choice when it has a `placeholder`. */
export function SelectField({
  label,
  hint,
  error,
  className,
  placeholder,
  options,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
    placeholder?: string;
    options: readonly SelectOption[];
  }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${inputClass} pr-8`}
          {...select}
        >
          <SelectOptions placeholder={placeholder} required={select.required} options={options} />
        </select>
      )}
    </Field>
  );
}

/** A search input with its magnifier; its label is read by screen readers only. */
export function SearchBox({
  label,
  className,
  role,
  ...input
}: { label: string; className: string; role?: "search" } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label role={role} className={`relative ${className}`}>
      <span className="sr-only">{label}</span>
      <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
      <input type="search" {...input} className={`${inputClass} pl-10`} />
    </label>
  );
}

/** An on/off switch with its label beside it. */
export function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-sand bg-white px-4 py-3">
      <div>
        <p id={`${id}-label`} className="text-[14px] font-bold text-ink">
          {label}
        </p>
        {description && (
          <p id={`${id}-description`} className="text-[12px] text-ink-muted">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${checked ? "bg-leaf" : "bg-sand"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}
