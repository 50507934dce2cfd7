import { PHONE_COUNTRY_CODE } from "@pallu/domain";
import type { Address } from "../types";

/** An address as a label on a parcel: name, lines, city, state and pin, phone (docs/shop-rules.md#addresses). */
export function AddressLines({ address }: { address: Address }) {
  return (
    <div className="min-w-0 text-[14.5px] leading-relaxed">
      <p className="font-bold text-ink">{address.name}</p>
      <p className="text-ink-muted">{address.addressLine1}</p>
      {address.addressLine2 && <p className="text-ink-muted">{address.addressLine2}</p>}
      <p className="text-ink-muted">
        {address.city}, {address.state} – {address.pinCode}
      </p>
      <p className="mt-1 text-ink">
        <span className="text-ink-muted">Phone: </span>
        {PHONE_COUNTRY_CODE} {address.phoneNumber}
      </p>
    </div>
  );
}
