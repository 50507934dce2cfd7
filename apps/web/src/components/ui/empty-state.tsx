import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { ZariRule } from "@/components/ui/ornament";

/** An empty list (cart, wishlist): what it means, and the way back to shopping. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gold/50 bg-white/40 px-6 py-14 text-center md:py-20">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-maroon text-gold-light">{icon}</span>
      <h2 className="mt-2 text-[26px] font-semibold md:text-[30px]">{title}</h2>
      <ZariRule />
      <p className="max-w-sm text-ink-muted">{children}</p>
      <ButtonLink to="/search" size="lg" className="mt-3">
        Continue shopping
      </ButtonLink>
    </div>
  );
}
