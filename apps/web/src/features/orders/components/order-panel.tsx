import type { ReactNode } from "react";

/** A card of an order screen, under a small gold title. */
export function OrderPanel({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl border border-sand bg-white/60 p-4 shadow-card md:p-5 ${className}`}>
      <h2 className="mb-3.5 font-sans text-[12px] font-bold tracking-[0.18em] text-gold-text uppercase">{title}</h2>
      {children}
    </section>
  );
}
