import { API_PREFIX, formatRupees, type CourierRate, type Shipment } from "@pallu/domain";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDay } from "@/lib/format";
import { DetailRow } from "../../shared/components/detail-row";
import { AdminPanel } from "../../shared/components/page-header";
import { withProgressToast } from "../../shared/progress-toast";
import {
  useAssignAwbMutation,
  useCancelShipmentMutation,
  useCreateShipmentMutation,
  useGetShipmentQuery,
  useLazyGetCourierRatesQuery,
  useRequestPickupMutation,
} from "../api/admin-shipping-api";

const PROBLEM_STAGES = new Set(["ndr", "rto", "rto_delivered", "exception"]);

/**
 * The order's parcel with Shiprocket: couriers and rates for its PIN code, then booking, AWB,
 * pickup, label, manifest and cancelling, each offered only when the server says it can be done.
 * Without Shiprocket it shows nothing: the courier and AWB are typed under Actions.
 */
export function ShippingPanel({ orderId }: { orderId: string }) {
  const { data: shipment } = useGetShipmentQuery(orderId);
  if (!shipment || shipment.mode !== "shiprocket") return null;
  return (
    <AdminPanel title="Shipping with Shiprocket" description={shipment.stageText ?? "Not booked yet"}>
      <ShipmentFacts shipment={shipment} />
      <ShipmentSteps orderId={orderId} shipment={shipment} />
    </AdminPanel>
  );
}

function ShipmentFacts({ shipment }: { shipment: Shipment }) {
  const problem = shipment.stage !== null && PROBLEM_STAGES.has(shipment.stage);
  return (
    <>
      {problem && (
        <p role="status" className="mb-3 rounded-lg border border-maroon/30 bg-maroon/5 p-3 text-[14px] text-maroon">
          <strong>{shipment.stageText}</strong>
          {shipment.problem && <> · {shipment.problem}</>}
          {shipment.failedAttempts > 0 && (
            <>
              {" "}
              · {shipment.failedAttempts} failed attempt{shipment.failedAttempts === 1 ? "" : "s"}
            </>
          )}
        </p>
      )}
      <dl className="divide-y divide-sand">
        {shipment.shippingOrderId && <DetailRow label="Shiprocket order">{shipment.shippingOrderId}</DetailRow>}
        {shipment.courier && <DetailRow label="Courier">{shipment.courier}</DetailRow>}
        {shipment.awbCode && <DetailRow label="AWB code">{shipment.awbCode}</DetailRow>}
        {shipment.pickupRequestedAt && (
          <DetailRow label="Pickup">{shipment.pickupDate ?? formatDay(shipment.pickupRequestedAt)}</DetailRow>
        )}
        {shipment.trackingStatus && (
          <DetailRow label="Courier's last word">
            {shipment.trackingStatus}
            {shipment.trackingAt && <> · {formatDay(shipment.trackingAt)}</>}
          </DetailRow>
        )}
      </dl>
    </>
  );
}

function ShipmentSteps({ orderId, shipment }: { orderId: string; shipment: Shipment }) {
  const [loadRates, rates] = useLazyGetCourierRatesQuery();
  const [createShipment, creating] = useCreateShipmentMutation();
  const [assignAwb, assigning] = useAssignAwbMutation();
  const [requestPickup, pickingUp] = useRequestPickupMutation();
  const [cancelShipment, cancelling] = useCancelShipmentMutation();
  const [courierId, setCourierId] = useState<number | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = creating.isLoading || assigning.isLoading || pickingUp.isLoading || cancelling.isLoading;
  const { can } = shipment;
  const couriers = rates.data?.couriers;
  const chosen = courierId ?? couriers?.find((courier) => courier.recommended)?.courierId;
  const document = (kind: "label" | "manifest") =>
    `${API_PREFIX}/shipping/${kind}?orderId=${encodeURIComponent(orderId)}`;

  return (
    <div className="mt-4 space-y-4">
      {!shipment.shippingOrderId && !can.create && (
        <p className="text-[13px] text-ink-muted">Confirm the order to book it with a courier.</p>
      )}
      {!shipment.awbCode && (
        <div>
          <Button variant="outline" size="sm" onClick={() => void loadRates(orderId)} disabled={rates.isFetching}>
            {rates.isFetching ? "Asking couriers…" : "Check couriers and rates"}
          </Button>
          {rates.data && <p className="mt-2 text-[13px] text-ink-muted">{rates.data.message}</p>}
          {couriers && couriers.length > 0 && (
            <CourierChoice couriers={couriers} chosen={chosen} onChoose={setCourierId} />
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {can.create && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void withProgressToast("Booking the shipment", createShipment({ orderId }))}
          >
            Book shipment
          </Button>
        )}
        {can.assignAwb && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              void withProgressToast(
                "Assigning the AWB",
                assignAwb(chosen ? { orderId, courierId: chosen } : { orderId }),
              )
            }
          >
            {chosen ? "Assign AWB with the chosen courier" : "Assign AWB (recommended courier)"}
          </Button>
        )}
        {can.requestPickup && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void withProgressToast("Requesting the pickup", requestPickup({ orderId }))}
          >
            Request pickup
          </Button>
        )}
        {can.label && (
          <a href={document("label")} className={buttonClasses("outline", "sm")}>
            Download label
          </a>
        )}
        {can.manifest && (
          <a href={document("manifest")} className={buttonClasses("outline", "sm")}>
            Download manifest
          </a>
        )}
        {can.cancel && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirmingCancel(true)}>
            Cancel shipment
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel the shipment?"
        confirmLabel="Cancel shipment"
        onConfirm={() => void withProgressToast("Cancelling the shipment", cancelShipment({ orderId }))}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>The AWB and the Shiprocket order are cancelled. The order stays confirmed and can be booked again.</p>
      </ConfirmDialog>
    </div>
  );
}

function CourierChoice({
  couriers,
  chosen,
  onChoose,
}: {
  couriers: CourierRate[];
  chosen: number | undefined;
  onChoose: (courierId: number) => void;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">Courier</legend>
      <ul className="divide-y divide-sand rounded-lg border border-sand">
        {couriers.map((courier) => (
          <li key={courier.courierId}>
            <label className="flex cursor-pointer items-center gap-3 p-3 text-[14px]">
              <input
                type="radio"
                name="courier"
                className="size-5 accent-maroon"
                checked={chosen === courier.courierId}
                onChange={() => onChoose(courier.courierId)}
              />
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-ink">{courier.name}</span>
                {courier.recommended && (
                  <span className="ml-2 rounded bg-leaf/10 px-1.5 py-0.5 text-[12px] font-bold text-leaf">
                    Recommended
                  </span>
                )}
                <span className="block text-[13px] text-ink-muted">
                  {courier.estimatedDays ? `${courier.estimatedDays} days` : "Days not given"} ·{" "}
                  {courier.cod ? "Cash on delivery" : "Prepaid only"}
                </span>
              </span>
              <span className="font-bold text-ink">{formatRupees(courier.rate)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
