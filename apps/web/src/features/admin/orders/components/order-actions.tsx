import { formatRupees, ORDER_STATUS_WIRE, type Order, type ReturnCondition } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { SelectField, TextField } from "../../shared/components/fields";
import { withProgressToast } from "../../shared/progress-toast";
import { useCancelOrderMutation, useUpdateOrderMutation } from "../api/admin-orders-api";
import { splitNextStatuses } from "../order-statuses";

/**
 * What the admin can do next with an order: the legal next statuses as the server lists them
 * (order.nextStatuses), cancelling, and the courier and AWB of a manual shipment.
 */
export function OrderActions({ order }: { order: Order }) {
  const [updateOrder, update] = useUpdateOrderMutation();
  const [cancelOrder, cancellation] = useCancelOrderMutation();
  const [courier, setCourier] = useState(order.shiprocketDetails.courier ?? "");
  const [awbCode, setAwbCode] = useState(order.shiprocketDetails.awb_code ?? "");
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Receiving a return: how its items arrived and what to refund, asked for before the step is taken.
  const [receiving, setReceiving] = useState(false);
  const [condition, setCondition] = useState<ReturnCondition | "">("");
  const [refundAmount, setRefundAmount] = useState(String(order.totalPrice));
  const [refundReason, setRefundReason] = useState("");
  const refundRupees = Number(refundAmount);
  const busy = update.isLoading || cancellation.isLoading;
  const { steps, canCancel } = splitNextStatuses(order.nextStatuses);
  const isOrder = order.orderType === "Order";
  const shipping = { courier: courier.trim(), awbCode: awbCode.trim() };

  const moveTo = (status: string) => {
    if (busy) return;
    if (!isOrder && status === ORDER_STATUS_WIRE.returned) {
      setReceiving(true);
      return;
    }
    // Shipping details typed before "Shipped" travel with the step.
    const extra = status === ORDER_STATUS_WIRE.shipped ? shipping : {};
    void withProgressToast("Updating Order", updateOrder({ orderId: order._id, status, ...extra }));
  };

  const receive = () => {
    const partial = Number.isFinite(refundRupees) && refundRupees !== order.totalPrice;
    void withProgressToast(
      "Updating Order",
      updateOrder({
        orderId: order._id,
        status: ORDER_STATUS_WIRE.returned,
        ...(condition ? { condition } : {}),
        ...(partial ? { refundAmount: refundRupees, refundReason: refundReason.trim() } : {}),
      }),
    );
  };

  const saveShipping = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void withProgressToast("Updating Order", updateOrder({ orderId: order._id, ...shipping }));
  };

  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 text-[13px] font-bold tracking-wide text-ink-muted uppercase font-sans">Next step</h3>
        {steps.length === 0 && !canCancel ? (
          <p className="text-[14px] text-ink-muted">This {isOrder ? "order" : "return"} cannot change any more.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {steps.map((status) => (
              <Button key={status} onClick={() => moveTo(status)} disabled={busy}>
                Mark as {status}
              </Button>
            ))}
            {canCancel && (
              <Button variant="outline" onClick={() => setConfirmingCancel(true)} disabled={busy}>
                Cancel {isOrder ? "Order" : "Return"}
              </Button>
            )}
          </div>
        )}
      </div>

      {isOrder && (
        <form onSubmit={saveShipping} noValidate className="space-y-3">
          <h3 className="text-[13px] font-bold tracking-wide text-ink-muted uppercase font-sans">Shipping</h3>
          <p className="text-[13px] text-ink-muted">
            An order is marked shipped only with its courier and AWB (or a shipment booked with the shipping provider).
            Changing the AWB of a shipped order sends the customer the new tracking number.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Courier"
              value={courier}
              onChange={(e) => setCourier(e.target.value)}
              maxLength={80}
              placeholder="Delhivery"
            />
            <TextField
              label="AWB code"
              value={awbCode}
              onChange={(e) => setAwbCode(e.target.value)}
              maxLength={40}
              placeholder="1234567890"
              hint="Letters, digits and dashes"
            />
          </div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Save shipping details
          </Button>
        </form>
      )}

      <ConfirmDialog
        open={receiving}
        title={`Receive return #${order.orderDetails.public_order_id}?`}
        confirmLabel={`Receive and refund ${formatRupees(Number.isFinite(refundRupees) ? refundRupees : 0)}`}
        onConfirm={receive}
        onClose={() => setReceiving(false)}
      >
        <div className="space-y-3 text-ink">
          <p className="text-ink-muted">
            Only sellable items go back on sale. The refund is at most {formatRupees(order.totalPrice)}, what was paid for
            these items; a smaller one needs its reason.
          </p>
          <SelectField
            label="The items arrived"
            value={condition}
            onChange={(event) => setCondition(event.target.value as ReturnCondition | "")}
          >
            <option value="">Choose…</option>
            <option value="sellable">Sellable: back on sale</option>
            <option value="damaged">Damaged: not sold again</option>
          </SelectField>
          <TextField
            label="Refund (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            max={order.totalPrice}
            step="0.01"
            value={refundAmount}
            onChange={(event) => setRefundAmount(event.target.value)}
          />
          {refundRupees !== order.totalPrice && (
            <TextField
              label="Why less than was paid"
              value={refundReason}
              onChange={(event) => setRefundReason(event.target.value)}
              maxLength={300}
            />
          )}
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmingCancel}
        title={`Cancel ${isOrder ? "order" : "return"} #${order.orderDetails.public_order_id}?`}
        confirmLabel={`Cancel ${isOrder ? "Order" : "Return"}`}
        onConfirm={() => void withProgressToast("Canceling the order", cancelOrder(order._id))}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>
          {isOrder
            ? "The stock goes back on sale and the customer is told. A prepaid order is refunded."
            : "The return request is closed without taking the items back."}
        </p>
      </ConfirmDialog>
    </div>
  );
}
