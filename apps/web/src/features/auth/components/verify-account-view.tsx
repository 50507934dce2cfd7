import { ButtonLink } from "@/components/ui/button";
import { BadgeCheckIcon } from "@/components/ui/account-icons";
import { ZariRule } from "@/components/ui/ornament";
import type { VerifyStep } from "../verify-flow";
import { ShopTitle } from "@/components/brand/shop-title";

/** The words of /verify/{token}: 'Verifying your account', then 'Your account is activated' (docs/shop-rules.md#verification). */
export function VerifyAccountView({ step }: { step: VerifyStep }) {
  const activated = step === "activated";
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <ShopTitle>{activated ? "Account activated" : "Verifying"}</ShopTitle>
      <div role="status" aria-live="polite" className="flex flex-col items-center">
        {activated ? (
          <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-leaf/10 text-leaf animate-rise-in">
            <BadgeCheckIcon size={44} />
          </span>
        ) : (
          <span className="relative inline-flex h-20 w-20 items-center justify-center" aria-hidden="true">
            <span className="absolute inset-0 animate-spin rounded-full border-2 border-sand border-t-maroon" />
            <span className="h-3 w-3 rotate-45 bg-gold" />
          </span>
        )}
        <h1 className="mt-6 text-[32px] font-semibold md:text-[40px]">
          {activated ? "Your account is activated" : "Verifying your account"}
        </h1>
        <ZariRule className="mt-2" />
        <p className="mt-4 text-ink-muted">
          {activated
            ? "Thank you for confirming. You can now pay for orders and share reviews."
            : "This takes only a moment. Please keep this page open."}
        </p>
      </div>
      {activated && (
        <ButtonLink to="/login" size="lg" className="mt-8">
          Continue
        </ButtonLink>
      )}
    </section>
  );
}
