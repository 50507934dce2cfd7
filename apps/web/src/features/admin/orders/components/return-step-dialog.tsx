import { formatRupees, NO_SIZE, ORDER_STATUS_WIRE, PAYMENT_TYPE_WIRE, type Order, type ReturnCondition } from "@pallu/domain";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextField } from "../../shared/components/fields";
import { markAsLabel } from "../order-statuses";
import { TrackingFields } from "./tracking-fields";

const W = ORDER_STATUS_WIRE;

/** What a return step sends besides its status. */
export type ReturnStepDetails = {
  courier?: string;
  awbCode?: string;
  condition?: ReturnCondition;
  refundAmount?: number;
  refundReason?: string;
};

const CONDITION_OPTIONS: readonly { value: ReturnCondition; label: string }[] = [
  { value: "sellable", label: "Sellable: back on sale" },
  { value: "damaged", label: "Damaged: not sold again" },
];

/** The steps that inspect the pieces: they say how the pieces arrived, and settle the return. */
const INSPECTING: string[] = [W.inspected, W.exchanged, W.store_credited];

/**
 * Asks before each step of a return, with what the step needs: the reverse pickup's courier and
 * AWB, how the pieces arrived, and what to give back (never more than was paid). The server
 * checks every rule again.
 */
export function ReturnStepDialog({
  order,
  status,
  onConfirm,
  onClose,
}: {
  order: Order;
  status: string | null;
  onConfirm: (details: ReturnStepDetails) => void;
  onClose: () => void;
}) {
  const [courier, setCourier] = useState(order.shiprocketDetails.courier ?? "");
  const [awbCode, setAwbCode] = useState(order.shiprocketDetails.awb_code ?? "");
  const [condition, setCondition] = useState<ReturnCondition | "">("");
  const [amount, setAmount] = useState(String(order.totalPrice));
  const [reason, setReason] = useState("");
  const rupees = Number(amount);
  const partial = Number.isFinite(rupees) && rupees !== order.totalPrice;
  const id = order.orderDetails.public_order_id;

  const inspecting = status !== null && INSPECTING.includes(status);
  const givesValue = status === W.inspected || status === W.store_credited;
  const valueLabel = status === W.store_credited ? "Store credit (₹)" : "Refund (₹)";

  const details = (): ReturnStepDetails => {
    if (status === W.pickup_scheduled) return { courier: courier.trim(), awbCode: awbCode.trim() };
    if (!inspecting) return {};
    return {
      ...(condition ? { condition } : {}),
      ...(givesValue && partial ? { refundAmount: rupees, refundReason: reason.trim() } : {}),
    };
  };

  const copy = (() => {
    switch (status) {
      case W.pickup_scheduled:
        return { title: `Schedule the pickup of #${id}?`, confirm: "Schedule pickup" };
      case W.returned:
        return { title: `Received return #${id}?`, confirm: "Mark as received" };
      case W.inspected:
        return {
          title: `Inspect and refund #${id}?`,
          confirm: `Refund ${formatRupees(Number.isFinite(rupees) ? rupees : 0)}`,
        };
      case W.exchanged:
        return { title: `Inspect and send the exchange for #${id}?`, confirm: "Send the replacement" };
      case W.store_credited:
        return {
          title: `Inspect and give store credit for #${id}?`,
          confirm: `Give ${formatRupees(Number.isFinite(rupees) ? rupees : 0)} credit`,
        };
      case W.refunded:
        return { title: `Refund of #${id} paid?`, confirm: "Mark as refunded" };
      default:
        // Closed (no step chosen) the dialog still renders, with nothing to say.
        return { title: `Mark #${id} as ${(status ?? "").toLowerCase()}?`, confirm: markAsLabel(status ?? "") };
    }
  })();

  return (
    <ConfirmDialog
      open={status !== null}
      title={copy.title}
      confirmLabel={copy.confirm}
      onConfirm={() => onConfirm(details())}
      onClose={onClose}
    >
      <div className="space-y-3 text-ink">
        {status === W.pickup_scheduled && (
          <>
            <p className="text-ink-muted">The customer is sent the courier and the pickup&apos;s tracking number.</p>
            <TrackingFields
              courier={courier}
              awbCode={awbCode}
              awbLabel="Reverse AWB"
              onCourier={setCourier}
              onAwbCode={setAwbCode}
            />
          </>
        )}
        {status === W.returned && (
          <p className="text-ink-muted">
            The parcel has arrived. Nothing goes back on sale and no money moves until the pieces are inspected.
          </p>
        )}
        {status === W.refunded && (
          <p className="text-ink-muted">
            {formatRupees(order.refund.amount)} has been paid back to the customer
            {order.paymentType === PAYMENT_TYPE_WIRE.cod ? " by hand" : ""}.
          </p>
        )}
        {inspecting && (
          <>
            <p className="text-ink-muted">
              Only sellable pieces go back on sale.
              {givesValue &&
                ` At most ${formatRupees(order.totalPrice)}, what was paid for these pieces; a smaller amount needs its reason.`}
            </p>
            <SelectField
              label="The pieces arrived"
              value={condition}
              onChange={(event) => setCondition(event.target.value as ReturnCondition | "")}
              placeholder="Choose…"
              options={CONDITION_OPTIONS}
            />
          </>
        )}
        {status === W.exchanged && (
          <ul className="list-disc pl-5 text-[14px]">
            {order.cart.map((line) => (
              <li key={line._id}>
                {line.name}
                {line.exchangeFor && line.exchangeFor.size !== NO_SIZE ? ` in ${line.exchangeFor.size}` : ""} ×{" "}
                {line.quantity}
                {line.exchangeFor
                  ? ", held since the request"
                  : ", nothing held: settle with a refund or credit instead"}
              </li>
            ))}
          </ul>
        )}
        {givesValue && (
          <>
            <TextField
              label={valueLabel}
              type="number"
              inputMode="decimal"
              min={0}
              max={order.totalPrice}
              step="0.01"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            {partial && (
              <TextField
                label="Why less than was paid"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={300}
              />
            )}
          </>
        )}
      </div>
    </ConfirmDialog>
  );
}
