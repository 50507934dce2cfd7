import { formatRupees } from "@pallu/domain";
import { Link } from "@/lib/link";
import { Button } from "@/components/ui/button";
import { AdminPanel } from "../../shared/components/page-header";
import { withProgressToast } from "../../shared/progress-toast";
import { useConfirmCodOrderMutation, useGetAwaitingCodOrdersQuery } from "../api/admin-orders-api";
import { waitText } from "../cod-wait";

/**
 * Cash-on-delivery orders waiting for their shopper's confirmation, the nearest cancellation first:
 * the seller may call the shopper and confirm for them. Nothing is shown while none waits.
 */
export function AwaitingCodPanel() {
  const { data: awaiting } = useGetAwaitingCodOrdersQuery();
  const [confirm, confirming] = useConfirmCodOrderMutation();
  if (!awaiting || awaiting.length === 0) return null;
  return (
    <AdminPanel
      title="Awaiting the customer's confirmation"
      description="Cash-on-delivery orders not yet confirmed by the customer. They do not ship, and are cancelled when their time runs out."
      className="mb-5"
    >
      <ul className="divide-y divide-sand">
        {awaiting.map(({ order, ageMinutes, minutesLeft }) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-[14px]">
              <Link
                to={`/admin/orders/${order._id}`}
                className="font-semibold text-maroon underline-offset-4 hover:underline"
              >
                #{order.orderDetails.public_order_id}
              </Link>{" "}
              · {order.address.name} · {order.address.phoneNumber} · {formatRupees(order.totalPrice)}
              <p className="text-[13px] text-ink-muted">
                Placed {waitText(ageMinutes)} ago · cancelled in {waitText(minutesLeft)}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={confirming.isLoading}
              onClick={() => void withProgressToast("Confirming the order", confirm(order._id))}
            >
              Confirm for customer
            </Button>
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
