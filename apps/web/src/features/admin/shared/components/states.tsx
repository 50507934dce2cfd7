import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";

/** A spinner in the shop's gold, announced to screen readers. */
export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex items-center justify-center py-16 ${className}`}>
      <span className="h-9 w-9 animate-spin rounded-full border-[3px] border-sand border-t-gold motion-reduce:animate-none" />
    </div>
  );
}

/** What an empty list says, with an optional way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand px-6 py-14 text-center">
      <ZariRule />
      <p className="font-display text-[26px] font-semibold text-maroon-dark">{title}</p>
      {children && <div className="max-w-md text-[14px] text-ink-muted">{children}</div>}
    </div>
  );
}
