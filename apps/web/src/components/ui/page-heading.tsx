import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";

/** A page title with its eyebrow, an optional note beside it (a count), and the zari rule. */
export function PageHeading({ eyebrow, title, aside }: { eyebrow: string; title: string; aside?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-1.5 md:mb-10">
      <p className="eyebrow">{eyebrow}</p>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-[34px] font-semibold md:text-[46px]">{title}</h1>
        {aside && <p className="text-[14px] font-semibold text-ink-muted">{aside}</p>}
      </div>
      <ZariRule className="-ml-2" />
    </header>
  );
}
