import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";
import { ShopTitle } from "@/components/brand/shop-title";

/** The title block of every back-office page, with the page's main actions beside it. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 md:mb-8 md:flex-row md:items-end md:justify-between">
      <ShopTitle>{`${title} · back office`}</ShopTitle>
      <div className="min-w-0">
        <p className="eyebrow">Back office</p>
        <h1 className="mt-1 text-[32px] font-semibold lining-nums md:text-[40px]">{title}</h1>
        <ZariRule className="-ml-2" />
        {intro && <p className="mt-2 max-w-2xl text-[14px] text-ink-muted">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A titled panel of a back-office page. */
export function AdminPanel({
  title,
  description,
  actions,
  children,
  className = "",
}: {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-sand bg-white/70 p-4 shadow-card md:p-6 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title && <h2 className="text-[24px] font-semibold">{title}</h2>}
            {description && <p className="mt-0.5 text-[13px] text-ink-muted">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
