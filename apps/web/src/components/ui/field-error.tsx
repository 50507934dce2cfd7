import type { ReactNode } from "react";

/**
 * A field's error, tied to its input by id. The live region stays in the page while empty, so
 * screen readers announce the message when it appears.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} className={`text-[13px] font-semibold text-maroon-soft ${children ? "mt-1.5" : ""}`} aria-live="polite">
      {children}
    </p>
  );
}
