import { Link } from "react-router";
import { StaticPage } from "../layouts/static-page";

/** The refund policy as the spec states it (§9). */
export default function RefundRoute() {
  return (
    <StaticPage eyebrow="Returns and exchanges" title="Refund Policy" intro="If something is not right, we will make it right.">
      <ul>
        <li>You can return or exchange an item within 10 days of delivery, at its MRP.</li>
        <li>Items bought at a discount can be exchanged only.</li>
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
        . Refunds of prepaid orders go back to the original payment method.
      </p>
    </StaticPage>
  );
}
