import { Link } from "@/lib/link";
import { SellerText, useGetPoliciesQuery } from "@/features/site";
import { StaticPage } from "../layouts/static-page";

/** How long after delivery a return is accepted, as the server enforces it. */
function ReturnWindow() {
  const { data: policies, isError } = useGetPoliciesQuery();
  if (isError)
    return <li>You can return or exchange an item within the return window shown on your order, at its MRP.</li>;
  if (!policies) return <li aria-busy="true" className="h-6 w-3/4 animate-pulse rounded bg-sand/60" />;
  const days = policies.returnWindowDays;
  if (days === 0)
    return <li>Delivered items cannot be returned; please contact us if something is wrong with your order.</li>;
  return (
    <li>
      You can return or exchange an item within {days} {days === 1 ? "day" : "days"} of delivery, at its MRP.
    </li>
  );
}

/** The discount rule as the shop applies it (a setting). */
function DiscountRule() {
  const { data: policies } = useGetPoliciesQuery();
  if (policies && !policies.discountedExchangeOnly)
    return <li>Items bought at a discount can be returned or exchanged like any other.</li>;
  return <li>Items bought at a discount can be exchanged only.</li>;
}

/** What the seller adds in Settings, under the rules the shop applies. */
function SellerRefundText() {
  const { data: policies } = useGetPoliciesQuery();
  if (!policies?.refundText.trim()) return null;
  return (
    <>
      <h2>From the shop</h2>
      <SellerText text={policies.refundText} />
    </>
  );
}

/** The refund policy (docs/shop-rules.md#returns), with the return window the shop actually applies. */
export default function RefundRoute() {
  return (
    <StaticPage
      eyebrow="Returns and exchanges"
      title="Refund Policy"
      intro="If something is not right, we will make it right."
    >
      <ul>
        <ReturnWindow />
        <DiscountRule />
        <li>
          An exchange is for another size of the same item at the same price; we hold your new size as soon as you ask.
        </li>
        <li>You may choose store credit instead of a refund: it is used at your next checkout.</li>
        <li>
          A piece stitched or finished for you (a blouse stitched to your measurements, a fall sewn on) cannot be returned;
          its product page says so before you choose the service, and the rest of your order can still be returned.
        </li>
        <li>Items must be unused, with all their tags attached.</li>
        <li>If tags are missing when your parcel arrives, please tell us within 24 hours of delivery.</li>
      </ul>
      <h2>How to return</h2>
      <p>
        Open the order from{" "}
        <Link to="/orders" className="font-semibold text-maroon underline underline-offset-4">
          My Orders
        </Link>{" "}
        and choose Return, or{" "}
        <Link to="/contactUs" className="font-semibold text-maroon underline underline-offset-4">
          contact us
        </Link>
        . A courier picks the parcel up and you can follow each step on the order. Refunds of prepaid orders go back to
        the original payment method once we have checked the pieces.
      </p>
      <SellerRefundText />
    </StaticPage>
  );
}
