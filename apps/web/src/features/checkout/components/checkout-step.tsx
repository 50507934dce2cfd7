import type { ReactNode } from "react";

/** A numbered part of the checkout page: address, then payment. */
export function CheckoutStep({ step, title, id, action, children }: { step: number; title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand bg-white/45 p-4 md:p-6">
      <div className="mb-4 flex items-center gap-3">
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-maroon font-display text-[17px] font-bold text-gold-light">
          {step}
        </span>
        <h2 id={id} className="flex-1 text-[24px] font-semibold md:text-[26px]">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
