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

/** A figure of a card's list (a <dl>): its name above its value, which is bold unless `valueClassName` says otherwise. */
export function CardFigure({
  label,
  children,
  className,
  valueClassName = "font-bold text-ink",
}: {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-ink-muted">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
