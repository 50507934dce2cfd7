import { Link } from "@/lib/link";
import { formatDay } from "@/lib/format";
import { useGetDeliveryProblemsQuery } from "../api/admin-shipping-api";

/**
 * Parcels that need the seller, from the courier's tracking: failed delivery attempts (to arrange
 * again with the customer), parcels coming back (RTO) or back already, lost or damaged ones.
 */
export function DeliveryProblems() {
  const { data: problems } = useGetDeliveryProblemsQuery();
  if (!problems?.length) return null;
  return (
    <section aria-labelledby="delivery-problems" className="mb-5 rounded-2xl border border-maroon/30 bg-maroon/5 p-4">
      <h2 id="delivery-problems" className="text-[18px] font-semibold text-maroon">
        Deliveries that need you ({problems.length})
      </h2>
      <ul className="mt-2 divide-y divide-maroon/15 text-[14px]">
        {problems.map((problem) => (
          <li key={problem.orderId} className="flex flex-wrap items-baseline gap-x-3 py-2">
            <Link
              to={`/admin/orders/${problem.orderId}`}
              className="font-semibold text-maroon underline underline-offset-2"
            >
              #{problem.publicOrderId}
            </Link>
            <span className="font-semibold text-ink">{problem.stageText}</span>
            {problem.problem && <span className="text-ink-muted">{problem.problem}</span>}
            {problem.failedAttempts > 1 && <span className="text-ink-muted">{problem.failedAttempts} attempts</span>}
            {problem.at && <span className="text-ink-muted">{formatDay(problem.at)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
