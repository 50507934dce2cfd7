import { HOME_COUNTRY, offeredCurrencyOf, paiseToRupees, rupeesToPaise } from "@pallu/domain";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "@/lib/link";
import { EmptyState } from "@/components/ui/empty-state";
import { BagIcon } from "@/components/ui/icons";
import { PageHeading } from "@/components/ui/page-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { AddressPicker, useGetAddressQuery, WhatsAppChoice } from "@/features/account";
import { useSession } from "@/features/auth";
import {
  CartReview,
  CartSummary,
  SyncedList,
  cartEmptied,
  cartPayload,
  cartRefreshRequested,
  useCart,
  useCartInCurrency,
} from "@/features/cart";
import {
  AbroadSummary,
  CheckoutRefusalNote,
  CheckoutStep,
  NO_NOTES,
  notesToSend,
  OrderNoteFields,
  PaymentChoice,
  PlaceOrderButton,
  StoreCreditChoice,
  TestGatewayDialog,
  creditToSpend,
  useCheckoutStarted,
  useGetCodOfferQuery,
  useGetStoreCreditQuery,
  usePlaceOrder,
  type PaymentMethod,
} from "@/features/checkout";
import { orderAnswered } from "@/features/orders";
import { CouponBox, forgetCouponCode, useCheckoutQuote } from "@/features/promotions";
import { useGetPoliciesQuery } from "@/features/site";
import { useAppDispatch } from "@/lib/store-hooks";
import type { AppDispatch } from "../store";
import { ShopTitle } from "@/components/brand/shop-title";
import { chooseCurrency, useShopperCurrencies } from "@/lib/shopper-currency";

/**
 * The checkout page, at /booking (docs/shop-rules.md#checkout): where the order goes, how it is paid, and what it holds, priced by the
 * server. Composes the account's address picker, the cart's lines, the checkout and the shop's
 * policies (which say whether online payment is offered), whether cash on delivery is offered
 * to this shopper, and the server's quote with the shopper's coupon code and the shop's offers,
 * asked again for the way they pay (an offer may be for online payment only). Amounts are in the
 * currency the shopper reads, which follows the delivery country when she picks an address abroad.
 */
export default function CheckoutRoute() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch<AppDispatch>();
  const { user } = useSession();
  const { lines, status, totals, retry } = useCart();
  const { data: addresses } = useGetAddressQuery();
  const { data: policies } = useGetPoliciesQuery();
  // Asked afresh on each visit: the seller may have turned cash on delivery off for this shopper meanwhile.
  const { data: codOffer } = useGetCodOfferQuery(undefined, { refetchOnMountOrArgChange: true });
  const [addressId, setAddressId] = useState<string | null>(null);
  const { data: storeCredit } = useGetStoreCreditQuery();
  const [useCredit, setUseCredit] = useState(true);
  const [notes, setNotes] = useState(NO_NOTES);
  const [method, setMethod] = useState<PaymentMethod>("cod");
  // A returning shopper's first saved address is chosen for them; any other is one tap away.
  const chosenAddress = addressId ?? addresses?.[0]?._id ?? null;
  const cart = cartPayload(lines);
  useCheckoutStarted(user !== null, cart);
  const shopper = useShopperCurrencies();
  const country = addresses?.find((address) => address._id === chosenAddress)?.country ?? HOME_COUNTRY;
  // An address abroad brings its country's currency, when the shop shows prices in it, and keeps it for her next pages.
  const followed = country === HOME_COUNTRY ? undefined : offeredCurrencyOf(shopper.offered, country);
  const currency = followed ?? shopper.currency;
  useEffect(() => {
    if (followed) chooseCurrency(followed);
  }, [followed]);
  const pricing = useCheckoutQuote({ cart, addressId: chosenAddress, paymentType: method, currency });
  const inCurrency = useCartInCurrency(lines);
  // What the order costs is the server's quote once it has one; the cart's own sum until then.
  const total = pricing.quote?.total ?? totals.total;
  const creditBalance = storeCredit?.balance ?? 0;
  // Credit that pays for the goods whole leaves nothing to collect, and so no cash-on-delivery fee.
  const goodsTotal = paiseToRupees(rupeesToPaise(total) - rupeesToPaise(pricing.quote?.codFee ?? 0));
  const creditSpent = creditToSpend(creditBalance, goodsTotal, useCredit);
  // An order the credit pays whole has nothing to pay online: it is placed like cash on delivery, with nothing to collect.
  const coveredByCredit = creditSpent > 0 && creditSpent === goodsTotal;
  const payable = coveredByCredit ? goodsTotal : total;
  const quoted = pricing.price && coveredByCredit ? { ...pricing.price, codFee: 0, total: goodsTotal } : pricing.price;
  // Cash on delivery may be off for the account, or for this delivery phone or amount (the quote says why).
  const quotedCod = pricing.quote?.codOffer;
  const codOff = codOffer?.message ?? (quotedCod?.available === false ? quotedCod.message : null);

  const checkout = usePlaceOrder({
    user,
    addressId: chosenAddress,
    cart,
    method,
    useStoreCredit: creditSpent > 0,
    couponCode: pricing.couponToCharge,
    notes: notesToSend(notes),
    currency,
    onPlaced(order) {
      void dispatch(orderAnswered(order));
      navigate(`/orders/${order._id}/confirmation`, { replace: true });
      dispatch(cartEmptied());
      forgetCouponCode();
    },
    onStale: () => dispatch(cartRefreshRequested()),
  });

  // Adjusted while rendering (not in an effect), so the quote is asked once, for cash on delivery.
  if (coveredByCredit && method === "online") setMethod("cod");

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-40 md:px-8 md:pt-12 lg:pb-20">
      <ShopTitle>Booking</ShopTitle>
      <PageHeading eyebrow="Secure checkout" title="Booking" />
      <SyncedList
        what="cart"
        status={status}
        count={lines.length}
        onRetry={retry}
        skeleton={
          <div
            className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_25rem]"
            aria-busy="true"
            aria-label="Loading your order"
          >
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        }
        empty={
          <EmptyState icon={<BagIcon size={30} />} title="Your cart is empty">
            Add a saree or two to your cart, and come back here to pay.
          </EmptyState>
        }
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_25rem] lg:gap-10">
          <div className="space-y-6">
            <CheckoutStep step={1} id="address-step" title="Delivery address">
              <div className="space-y-3">
                <AddressPicker value={chosenAddress} onChange={setAddressId} legend="Where should we deliver?" />
                <WhatsAppChoice phone={user?.phone ?? null} />
              </div>
            </CheckoutStep>
            <CheckoutStep step={2} id="payment-step" title="Payment">
              <div className="space-y-3">
                <StoreCreditChoice
                  balance={creditBalance}
                  total={payable}
                  checked={useCredit}
                  onChange={setUseCredit}
                />
                {!coveredByCredit && (
                  <PaymentChoice
                    value={method}
                    onChange={setMethod}
                    onlineOff={policies?.onlinePayment === false}
                    codOff={codOff}
                  />
                )}
              </div>
            </CheckoutStep>
            <CheckoutStep step={3} id="note-step" title="Note and gift">
              <OrderNoteFields value={notes} onChange={setNotes} />
            </CheckoutStep>
          </div>

          <div className="space-y-6 lg:sticky lg:top-28">
            <section
              aria-labelledby="items-title"
              className="rounded-2xl border border-sand bg-white/60 p-5 shadow-card md:p-6"
            >
              <div className="mb-4 flex items-baseline justify-between gap-3">
                <h2 id="items-title" className="text-[24px] font-semibold">
                  Your order
                </h2>
                <Link
                  to="/cart"
                  className="text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
                >
                  Edit cart
                </Link>
              </div>
              <CartReview lines={lines} quotedLines={pricing.quote?.lines} deliveryDate={pricing.quote?.deliveryDate} inCurrency={inCurrency} />
            </section>
            <AbroadSummary quote={pricing.quote} />
            <CartSummary
              totals={totals}
              quoted={quoted}
              inCurrency={inCurrency}
              quotedInCurrency={pricing.priceInCurrency}
              coupon={<CouponBox outcome={pricing.coupon} onApply={pricing.apply} onRemove={pricing.remove} />}
              title="Price details"
              storeCredit={creditSpent}
            >
              <div className="max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:space-y-2 max-lg:border-t max-lg:border-sand max-lg:bg-ivory/95 max-lg:px-4 max-lg:py-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:backdrop-blur lg:space-y-3">
                <CheckoutRefusalNote refusal={checkout.refusal} />
                <PlaceOrderButton
                  method={coveredByCredit ? "cod" : method}
                  total={paiseToRupees(rupeesToPaise(payable) - rupeesToPaise(creditSpent))}
                  // Store credit is kept in rupees: an order it pays part of says its rupees.
                  inCurrency={
                    pricing.priceInCurrency && creditSpent === 0
                      ? { amount: pricing.priceInCurrency.total, currency: pricing.priceInCurrency.currency }
                      : undefined
                  }
                  busy={checkout.busy}
                  onPress={() => void checkout.placeOrder()}
                  className="w-full"
                />
              </div>
            </CartSummary>
          </div>
        </div>
      </SyncedList>
      <TestGatewayDialog
        payment={checkout.testPayment?.payment ?? null}
        busy={checkout.testPaymentBusy}
        onPay={() => void checkout.payTest()}
        onFail={() => void checkout.failTest()}
        onClose={checkout.closeTest}
      />
    </div>
  );
}
