import { Link } from "@/lib/link";
import type { CheckoutRefusal } from "../checkout-guard";

/** What stands between the shopper and paying, said beside the button, with the way to fix it. */
export function CheckoutRefusalNote({ refusal }: { refusal: CheckoutRefusal | null }) {
  return (
    <div aria-live="assertive" className="empty:hidden">
      {refusal && (
        <p role="alert" className="rounded-lg border border-saffron/50 bg-saffron/10 px-3 py-2.5 text-[14px] font-semibold text-ink">
          {refusal.message}
          {refusal.fix && (
            <>
              {" "}
              <Link to={refusal.fix.to} className="whitespace-nowrap text-maroon underline underline-offset-4 hover:decoration-2">
                {refusal.fix.label}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
