import { indiaMomentText, ORDER_STATUS_WIRE, STEP_PERMISSIONS, statusFromWire, type Order } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { withProgressToast } from "../../shared/progress-toast";
import { useCan } from "../../shared/use-can";
import {
  useCancelOrderMutation,
  useConfirmCodOrderMutation,
  useReturnedToOriginMutation,
  useUpdateOrderMutation,
} from "../api/admin-orders-api";
import { markAsLabel, splitNextStatuses } from "../order-statuses";
import { OpenReturnDialog } from "./open-return-dialog";
import { ReturnStepDialog, type ReturnStepDetails } from "./return-step-dialog";
import { TrackingFields } from "./tracking-fields";

/**
 * What the admin can do next with an order: the legal next statuses as the server lists them
 * (order.nextStatuses), cancelling, and the courier and AWB of a manual shipment. Every step of a
 * return is confirmed first, with what it needs.
 */
export function OrderActions({ order }: { order: Order }) {
  const [updateOrder, update] = useUpdateOrderMutation();
  const [cancelOrder, cancellation] = useCancelOrderMutation();
  const [courier, setCourier] = useState(order.shiprocketDetails.courier ?? "");
  const [awbCode, setAwbCode] = useState(order.shiprocketDetails.awb_code ?? "");
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmCod, codConfirmation] = useConfirmCodOrderMutation();
  const [markReturned, returning] = useReturnedToOriginMutation();
  const [confirmingReturn, setConfirmingReturn] = useState(false);
  const [returnStep, setReturnStep] = useState<string | null>(null);
  const [openingReturn, setOpeningReturn] = useState(false);
  const busy = update.isLoading || cancellation.isLoading || codConfirmation.isLoading || returning.isLoading;
  const can = useCan();
  // Only the steps the member's role may take are offered; the server checks each again.
  const mayTake = (wire: string) => {
    const to = statusFromWire(wire);
    return to !== undefined && can(STEP_PERMISSIONS[to]);
  };
  const next = splitNextStatuses(order.nextStatuses);
  const steps = next.steps.filter(mayTake);
  const canCancel = next.canCancel && can("orders.cancel");
  const isOrder = order.orderType === "Order";
  const awaitingCustomer = order.codConfirmation?.status === "awaiting" && can("orders.confirmCod");
  // A parcel handed to the courier (or about to be) may come back to the shop.
  const mayComeBack =
    isOrder &&
    can("orders.deliver") &&
    (order.orderDetails.status === ORDER_STATUS_WIRE.confirmed ||
      order.orderDetails.status === ORDER_STATUS_WIRE.shipped);
  // The server lists what a return may ask for only on a delivered order without one.
  const mayOpenReturn = isOrder && can("orders.openReturn") && order.cart.some((line) => line.returnOptions.length > 0);
  const shipping = { courier: courier.trim(), awbCode: awbCode.trim() };

  const moveTo = (status: string) => {
    if (busy) return;
    if (!isOrder) {
      setReturnStep(status);
      return;
    }
    // Shipping details typed before "Shipped" travel with the step.
    const extra = status === ORDER_STATUS_WIRE.shipped ? shipping : {};
    void withProgressToast("Updating Order", updateOrder({ orderId: order._id, status, ...extra }));
  };

  const takeReturnStep = (status: string, details: ReturnStepDetails) => {
    void withProgressToast("Updating Order", updateOrder({ orderId: order._id, status, ...details }));
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
                {markAsLabel(status)}
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

      {awaitingCustomer && (
        <div className="rounded-xl border border-gold/50 bg-ivory-deep/60 p-3 text-[14px]">
          <p>
            Awaiting the customer&apos;s confirmation: it does not ship until they confirm, and is cancelled if they
            have not by{" "}
            {indiaMomentText(order.codConfirmation!.confirmBy)}
            .
          </p>
          <Button
            size="sm"
            className="mt-2"
            disabled={busy}
            onClick={() => void withProgressToast("Confirming the order", confirmCod(order._id))}
          >
            Confirm for customer (after a call)
          </Button>
        </div>
      )}

      {mayComeBack && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setConfirmingReturn(true)} disabled={busy}>
            Returned to origin
          </Button>
        </div>
      )}

      {mayOpenReturn && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setOpeningReturn(true)} disabled={busy}>
            Open a return
          </Button>
          <OpenReturnDialog order={order} open={openingReturn} onClose={() => setOpeningReturn(false)} />
        </div>
      )}

      {isOrder && can("orders.ship") && (
        <form onSubmit={saveShipping} noValidate className="space-y-3">
          <h3 className="text-[13px] font-bold tracking-wide text-ink-muted uppercase font-sans">Shipping</h3>
          <p className="text-[13px] text-ink-muted">
            An order is marked shipped only with its courier and AWB (or a shipment booked with the shipping provider).
            Changing the AWB of a shipped order sends the customer the new tracking number.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TrackingFields courier={courier} awbCode={awbCode} onCourier={setCourier} onAwbCode={setAwbCode} />
          </div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Save shipping details
          </Button>
        </form>
      )}

      <ReturnStepDialog
        key={returnStep ?? "none"}
        order={order}
        status={returnStep}
        onConfirm={(details) => returnStep && takeReturnStep(returnStep, details)}
        onClose={() => setReturnStep(null)}
      />

      <ConfirmDialog
        open={confirmingReturn}
        title={`Parcel #${order.orderDetails.public_order_id} came back?`}
        confirmLabel="Returned to origin"
        onConfirm={() => void withProgressToast("Recording the return", markReturned(order._id))}
        onClose={() => setConfirmingReturn(false)}
      >
        <p>
          The order is cancelled, its pieces go back on sale, and a prepaid order is refunded. The return counts against
          the delivery phone number: cash on delivery is limited for it.
        </p>
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
