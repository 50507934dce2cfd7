import type { Address } from "@pallu/domain";

/** The addresses a customer has saved for delivery. */
export function CustomerAddresses({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <p className="text-[14px] text-ink-muted">No saved addresses.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {addresses.map((address) => (
        <li key={address._id} className="rounded-xl border border-sand bg-white px-4 py-3">
          <address className="text-[14px] leading-relaxed not-italic">
            <span className="block font-bold text-ink">{address.name}</span>
            {address.addressLine1}
            {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
            <span className="block">
              {address.city}, {address.state} {address.pinCode}
            </span>
            <a href={`tel:${address.phoneNumber}`} className="mt-1 block font-semibold text-maroon hover:underline">
              {address.phoneNumber}
            </a>
          </address>
        </li>
      ))}
    </ul>
  );
}
