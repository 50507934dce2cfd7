import type { ReactNode } from "react";
import { CheckIcon } from "./extra-icons";

/** One choice of a radio group drawn as a card: a maroon ring and a tick when chosen. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  disabled,
  className = "",
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  /** The card's own layout: how its content sits inside. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className="relative cursor-pointer">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <span
        className={`flex h-full rounded-xl border border-sand bg-white/60 transition-colors peer-checked:border-maroon peer-checked:bg-maroon/[0.04] peer-checked:ring-1 peer-checked:ring-maroon peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-deep hover:border-maroon/60 ${className}`}
      >
        {children}
      </span>
      <span className="pointer-events-none absolute top-3 right-3 hidden h-5 w-5 items-center justify-center rounded-full bg-maroon text-ivory peer-checked:flex">
        <CheckIcon size={13} strokeWidth={2.4} />
      </span>
    </label>
  );
}
