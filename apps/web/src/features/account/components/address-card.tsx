import { PHONE_COUNTRY_CODE } from "@pallu/domain";
import type { Address } from "../types";

/** An address as a label on a parcel: name, lines, city, state and pin, phone (docs/shop-rules.md#addresses). */
const countryNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : undefined;

/** A country's English name from the browser's own table, so the address book loads no list of countries. */
const countryNameOf = (code: string) => countryNames?.of(code) ?? code;

export function AddressLines({ address }: { address: Address }) {
  const abroad = Boolean(address.country) && address.country !== "IN";
  return (
    <div className="min-w-0 text-[14.5px] leading-relaxed">
      <p className="font-bold text-ink">{address.name}</p>
      <p className="text-ink-muted">{address.addressLine1}</p>
      {address.addressLine2 && <p className="text-ink-muted">{address.addressLine2}</p>}
      <p className="text-ink-muted">
        {[address.city, address.state].filter(Boolean).join(", ")}
        {address.pinCode && ` – ${address.pinCode}`}
      </p>
      {abroad && <p className="font-semibold text-ink">{countryNameOf(address.country)}</p>}
      <p className="mt-1 text-ink">
        <span className="text-ink-muted">Phone: </span>
        {abroad ? address.phoneNumber : `${PHONE_COUNTRY_CODE} ${address.phoneNumber}`}
      </p>
    </div>
  );
}
