import type { OfferedCurrency } from "@pallu/domain";
import { useEffect, useRef } from "react";

const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "currency" }) : undefined;

/** "$", "£", "₹": the sign the currency is written with, as prices show it. */
function signOf(currency: string): string {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/**
 * The currencies the shop shows prices in, rupees first, each with the countries it ships to
 * that pay in it. Choosing one shows every price in it at once and keeps it for the next visit.
 */
export function CurrencyMenu({
  chosen,
  offered,
  opensUp,
  onChoose,
  onClose,
}: {
  chosen: string;
  offered: OfferedCurrency[];
  opensUp: boolean;
  onChoose: (currency: string) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>("[aria-pressed=true]")?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    // A press outside the list closes it; the button that opened it toggles it itself.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.parentElement?.contains(target)) onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [onClose]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label="Choose your currency"
      className={`z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-sand bg-ivory p-2 text-ink animate-rise-in shadow-xl max-sm:fixed max-sm:right-3 ${
        opensUp ? "absolute bottom-full left-0 mb-2 max-sm:bottom-auto max-sm:left-3 max-sm:top-1/4" : "absolute top-full right-0 mt-2 max-sm:top-[4.25rem]"
      }`}
    >
      <p className="px-3 pt-2 pb-1 text-[12px] font-bold tracking-[0.14em] text-ink-muted uppercase">Show prices in</p>
      <ul className="max-h-[60dvh] overflow-y-auto">
        {offered.map((offer) => {
          const picked = offer.currency === chosen;
          return (
            <li key={offer.currency}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onChoose(offer.currency)}
                className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-maroon/8 ${picked ? "bg-maroon/8" : ""}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-gold/60 font-bold text-maroon ${signOf(offer.currency).length > 1 ? "text-[10px]" : "text-[15px]"}`}
                >
                  {signOf(offer.currency)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-[15px] font-bold">
                    {offer.currency} <span className="font-normal text-ink-muted">· {names?.of(offer.currency) ?? offer.currency}</span>
                  </span>
                  <span className="block truncate text-[12px] text-ink-muted">
                    {offer.currency === "INR" ? "India" : offer.countries.map((country) => country.name).join(", ") || "Prices only"}
                  </span>
                </span>
                {picked && (
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="text-maroon">
                    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="border-t border-sand px-3 pt-2 pb-1.5 text-[12px] text-ink-muted">
        You pay in rupees; your bank converts them. Shipping and duties are shown at checkout.
      </p>
    </div>
  );
}
