import { formatRupees } from "@pallu/domain";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { BagIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useCart } from "../hooks/use-cart";
import { CartLineItem } from "./cart-line-item";
import { OrderPromise, quotedLineOf, type QuotedCartLine } from "./line-work";
import { CartSummary, TotalInCurrency, type QuotedInCurrency, type QuotedPrice } from "./cart-summary";
import { useCartInCurrency } from "../hooks/use-cart-in-currency";
import { EmptyState } from "@/components/ui/empty-state";
import { SyncedListPage } from "./saved-list";
import { UnavailableLines } from "./unavailable-lines";

function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true" aria-label="Loading your cart">
      <div className="space-y-6">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-4">
            <Skeleton className="h-32 w-[6.4rem] rounded-lg" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-10 w-32 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

/**
 * /cart (docs/shop-rules.md#cart): the lines with their steppers, the price box, and Pay to go on to /booking.
 * A guest's cart lives in the browser until they sign in, which Pay asks for.
 */
export function CartScreen({
  isGuest = false,
  quoted,
  quotedLines,
  deliveryDate,
  quotedInCurrency,
  coupon,
}: {
  isGuest?: boolean;
  /** The server's quote with the shopper's code and the automatic offers, once it can price the cart. */
  quoted?: QuotedPrice | undefined;
  /** The quote's lines: each line's services priced by the server, its measurements and its promise. */
  quotedLines?: readonly QuotedCartLine[] | undefined;
  /** The quote's last day of delivery for the whole cart. */
  deliveryDate?: string | undefined;
  /** The quote's figures in the shopper's currency, when she reads another than rupees. */
  quotedInCurrency?: QuotedInCurrency | undefined;
  /** The coupon code box. */
  coupon?: ReactNode;
}) {
  const cart = useCart();
  const { lines, unavailable, totals, increase, decrease, remove, removeUnavailable } = cart;
  const inCurrency = useCartInCurrency(lines);
  const quotedTheirs = quotedInCurrency?.currency === inCurrency?.currency ? quotedInCurrency : undefined;

  return (
    <SyncedListPage
      list="cart"
      saved={cart}
      pieces={totals.items}
      isGuest={isGuest}
      skeleton={<CartSkeleton />}
      empty={
        <>
          <EmptyState icon={<BagIcon size={30} />} title="Your cart is empty">
            The loom is waiting. Find a saree you love and it will wait here for you.
          </EmptyState>
          <UnavailableLines lines={unavailable} onRemove={removeUnavailable} />
        </>
      }
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div>
          <ul className="divide-y divide-sand" aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLineItem
                key={line.buyingOptionId}
                line={line}
                quoted={quotedLineOf(quotedLines, line)}
                shown={inCurrency?.lines.get(line.buyingOptionId)}
                onIncrease={() => increase(line.buyingOptionId)}
                onDecrease={() => decrease(line.buyingOptionId)}
                onRemove={() => remove(line.buyingOptionId)}
              />
            ))}
          </ul>
          <OrderPromise quoted={quotedLines} deliveryDate={deliveryDate} />
          <UnavailableLines lines={unavailable} onRemove={removeUnavailable} />
        </div>
        <div className="lg:sticky lg:top-28">
          <CartSummary totals={totals} quoted={quoted} inCurrency={inCurrency} quotedInCurrency={quotedInCurrency} coupon={coupon}>
            <div className="max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:flex max-lg:items-center max-lg:gap-4 max-lg:border-t max-lg:border-sand max-lg:bg-ivory/95 max-lg:px-4 max-lg:py-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:backdrop-blur">
              <p className="flex flex-col leading-tight lg:hidden">
                <span className="text-[12px] text-ink-muted">Total</span>
                <span className="text-[18px] font-bold tabular-nums">
                  {inCurrency && (!quoted || quotedTheirs) ? (
                    <TotalInCurrency
                      amount={quotedTheirs?.total ?? inCurrency.subtotal}
                      currency={inCurrency.currency}
                      chargedRupees={quoted?.total ?? inCurrency.chargedRupees}
                      align="start"
                    />
                  ) : (
                    formatRupees(quoted?.total ?? totals.total)
                  )}
                </span>
              </p>
              <ButtonLink to="/booking" size="lg" className="max-lg:flex-1 lg:w-full">
                Pay
              </ButtonLink>
            </div>
            <p className="mt-3 text-center text-[12px] text-ink-muted max-lg:hidden">
              {inCurrency
                ? "Charged in rupees, which your bank converts · shipping abroad at checkout"
                : "Free shipping across India · Cash on delivery or secure online payment"}
            </p>
            {isGuest && (
              <p className="mt-3 text-center text-[13px] text-ink lg:mt-2">
                Sign in or create an account at Pay: your cart comes with you.
              </p>
            )}
          </CartSummary>
        </div>
      </div>
    </SyncedListPage>
  );
}
