import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";
import { ShopTitle } from "@/components/brand/shop-title";

/** The frame of the shop's text pages: a centred title and a readable column. */
export function StaticPage({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-5 pt-10 pb-20 md:pt-16">
      <ShopTitle>{title}</ShopTitle>
      <header className="flex flex-col items-center text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-2 text-[38px] font-semibold md:text-[52px]">{title}</h1>
        <ZariRule className="mt-2" />
        {intro && <p className="mt-4 max-w-xl font-display text-[20px] leading-snug text-ink-muted md:text-[22px]">{intro}</p>}
      </header>
      <div className="mt-10 space-y-5 text-[15px] leading-relaxed text-ink [&_h2]:mt-10 [&_h2]:text-[26px] [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
