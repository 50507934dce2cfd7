import { messages } from "@pallu/domain";
import { ButtonLink } from "@/components/ui/button";
import { ZariRule } from "@/components/ui/ornament";
import { NotFoundStatus } from "../server/page-status";
import { ShopTitle } from "@/components/brand/shop-title";

export default function NotFoundRoute() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <ShopTitle>{messages.notFound}</ShopTitle>
      <NotFoundStatus />
      <p aria-hidden="true" className="font-display text-[96px] leading-none font-bold text-gold/70 md:text-[140px]">
        404
      </p>
      <ZariRule />
      <h1 className="text-[34px] font-semibold md:text-[44px]">{messages.notFound}</h1>
      <p className="max-w-sm text-ink-muted">This thread seems to have come loose. Let us take you back to the shop.</p>
      <ButtonLink to="/" size="lg" className="mt-2">
        Back to home
      </ButtonLink>
    </section>
  );
}
