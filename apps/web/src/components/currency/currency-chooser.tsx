import { Suspense, useState } from "react";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { chooseCurrency, useShopperCurrencies } from "@/lib/shopper-currency";

// The list of currencies is opened by few shoppers: its code comes when asked for (or when a pointer nears the button).
const CurrencyMenu = /* @__PURE__ */ lazyWithPreload(() => import("./currency-menu").then((m) => m.CurrencyMenu));

/**
 * The shopper's currency, and the way to change it: in the header (compact on a phone) and the
 * footer, which opens the list upwards. Nothing shows in a shop that shows only rupees.
 */
export function CurrencyChooser({
  className,
  arrowClassName = "",
  opensUp = false,
}: {
  className: string;
  arrowClassName?: string;
  opensUp?: boolean;
}) {
  const { currency, offered } = useShopperCurrencies();
  const [open, setOpen] = useState(false);
  const preload = () => void CurrencyMenu.preload();
  if (offered.length === 0) return null;
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Currency: ${currency}`}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
        className={`rounded-full border font-extrabold tracking-wider transition-colors ${className}`}
      >
        {currency}
        <span aria-hidden="true" className={`ml-1 ${arrowClassName}`}>
          ▾
        </span>
      </button>
      {open && (
        <Suspense>
          <CurrencyMenu
            chosen={currency}
            offered={offered}
            opensUp={opensUp}
            onChoose={(next) => {
              chooseCurrency(next);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
