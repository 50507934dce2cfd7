import type { ReactNode } from "react";

/** A label and its value in a panel's list (a <dl>): the label keeps its width, a long value wraps. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-[14px]">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}
