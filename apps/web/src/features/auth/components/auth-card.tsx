import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";
import { ShopTitle } from "@/components/brand/shop-title";

/** The heading and body of a login, sign-up or password page, beside the banner. */
export function AuthCard({
  eyebrow,
  title,
  intro,
  children,
  footer,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md">
      <ShopTitle>{title}</ShopTitle>
      <header className="flex flex-col items-center text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="auth-title" className="mt-2 text-[34px] font-semibold md:text-[42px]">
          {title}
        </h1>
        <ZariRule className="mt-1.5" />
        {intro && <p className="mt-3 text-[14.5px] text-ink-muted">{intro}</p>}
      </header>
      <div className="mt-7">{children}</div>
      {footer && <div className="mt-7 border-t border-sand pt-5 text-center text-[14px] text-ink-muted">{footer}</div>}
    </section>
  );
}

export const textLinkClass =
  "font-semibold text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon";
