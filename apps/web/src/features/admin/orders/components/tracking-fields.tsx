import { TextField } from "../../shared/components/fields";

/** The courier that carries a parcel, as the seller names it. */
export function CourierField({ courier, onCourier }: { courier: string; onCourier: (courier: string) => void }) {
  return (
    <TextField
      label="Courier"
      value={courier}
      onChange={(e) => onCourier(e.target.value)}
      maxLength={80}
      placeholder="Delhivery"
    />
  );
}

/** The courier and AWB number of a parcel: an order's shipment or a return's reverse pickup. */
export function TrackingFields({
  courier,
  awbCode,
  awbLabel = "AWB code",
  onCourier,
  onAwbCode,
}: {
  courier: string;
  awbCode: string;
  awbLabel?: string;
  onCourier: (courier: string) => void;
  onAwbCode: (awbCode: string) => void;
}) {
  return (
    <>
      <CourierField courier={courier} onCourier={onCourier} />
      <TextField
        label={awbLabel}
        value={awbCode}
        onChange={(e) => onAwbCode(e.target.value)}
        maxLength={40}
        placeholder="1234567890"
        hint="Letters, digits and dashes"
      />
    </>
  );
}
