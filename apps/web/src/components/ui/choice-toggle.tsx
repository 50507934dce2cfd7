import { useId } from "react";

/**
 * A two-or-more way switch drawn as one pill (Email | Phone): real radio buttons underneath,
 * so arrow keys and screen readers work as they do for any radio group.
 */
export function ChoiceToggle<T extends string>({
  legend,
  value,
  options,
  onChange,
  disabled = false,
  className = "",
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex rounded-full border border-sand bg-ivory-deep p-1">
        {options.map((option) => (
          <label key={option.value} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="flex h-10 cursor-pointer items-center justify-center rounded-full text-[14px] font-semibold text-ink-muted transition-colors peer-checked:bg-maroon peer-checked:text-ivory peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-deep peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
