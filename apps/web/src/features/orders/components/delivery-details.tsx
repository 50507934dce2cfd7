import type { Order } from "../order-model";

const countryNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : undefined;
/** The country line of an address abroad (the browser's own names); nothing for India. */
const countryLine = (code: string | undefined) => (code && code !== "IN" ? (countryNames?.of(code) ?? code) : null);

/** Who receives the parcel and where (docs/shop-rules.md#orders: name, address lines, city, state, pin code, phone). */
export function DeliveryDetails({ address }: { address: Order["address"] }) {
  return (
    <address className="text-[14px] leading-relaxed not-italic text-ink">
      <span className="block font-bold">{address.name}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} – {address.pinCode}
      </span>
      {countryLine(address.country) && <span className="block font-semibold">{countryLine(address.country)}</span>}
      <span className="mt-1 block text-ink-muted">
        Phone: <span className="font-semibold text-ink">{address.phoneNumber}</span>
      </span>
    </address>
  );
}
