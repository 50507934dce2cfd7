import type { BulkOrderResult } from "@pallu/domain";
import { Link } from "@/lib/link";

/**
 * What a change to many orders did: a line for all, and each order that was refused with its
 * reason and a link to it, so the seller can deal with those one by one.
 */
export function BulkResults({
  message,
  results,
  onDismiss,
}: {
  message: string;
  results: BulkOrderResult[];
  onDismiss: () => void;
}) {
  const refused = results.filter((result) => !result.ok);
  return (
    <section
      role="status"
      aria-label="Result of the change"
      className={`mb-6 rounded-2xl border p-4 ${refused.length || results.length === 0 ? "border-saffron-deep/40 bg-saffron-deep/5" : "border-sand bg-ivory-deep/50"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-ink">{message}</p>
        <button
          type="button"
          onClick={onDismiss}
          className="text-[13px] font-semibold text-ink-muted underline underline-offset-2"
        >
          Dismiss
        </button>
      </div>
      {refused.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-[13.5px]">
          {refused.map((result) => (
            <li key={result.orderId}>
              {result.publicOrderId ? (
                <Link
                  to={`/admin/orders/${result.orderId}`}
                  className="font-semibold text-maroon underline underline-offset-2"
                >
                  #{result.publicOrderId}
                </Link>
              ) : (
                <span className="font-semibold">An order</span>
              )}
              : {result.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
