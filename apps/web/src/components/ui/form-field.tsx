import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { EyeOffIcon } from "./account-icons";
import { FieldError } from "./field-error";
import { EyeIcon } from "./icons";
import { SelectOptions, type SelectOption } from "./select-options";

const controlBase =
  "block w-full rounded-xl border bg-white px-4 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(71_9_18/0.05)] transition-colors placeholder:text-ink-muted/60 focus:outline-none focus-visible:border-maroon focus-visible:ring-2 focus-visible:ring-gold-light/70 disabled:cursor-not-allowed disabled:bg-ivory-deep disabled:text-ink-muted";

/** Only text inputs can be read-only; a select always matches :read-only, so it never takes this look. */
const readOnlyLook = "read-only:bg-ivory-deep/70 read-only:text-ink-muted";

function controlClasses(invalid: boolean, extra = "") {
  return `${controlBase} ${invalid ? "border-maroon-soft" : "border-sand hover:border-gold-light"} ${extra}`.trim();
}

type FieldFrameProps = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-[13px] font-bold tracking-wide text-ink">
      {children}
    </label>
  );
}

/** Under every control: its hint, then the live region of its error. */
function FieldFoot({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-[12.5px] text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}

/** A labelled text input with its hint and error (labels are visible, errors are announced). */
export function TextField({
  label,
  error,
  hint,
  className = "",
  trailing,
  ...input
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { trailing?: ReactNode }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={input.id ?? id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error), `h-12 ${readOnlyLook} ${trailing ? "pr-12" : ""}`)}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      <FieldFoot hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A password input with a show/hide switch — typing a password on a phone is hard enough. */
export function PasswordField(props: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          disabled={props.disabled}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted hover:text-maroon disabled:opacity-40"
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

/** A labelled native select: the phone's own picker is the easiest to use on a small screen. */
export function SelectField({
  label,
  error,
  hint,
  className = "",
  placeholder,
  options,
  ...select
}: FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly SelectOption[] }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <select
          id={id}
          {...select}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error), "h-12 appearance-none pr-10")}
        >
          <SelectOptions placeholder={placeholder} required={select.required} options={options} />
        </select>
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
      <FieldFoot hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
