import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/account-icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useGetAddressQuery } from "../api/address-api";
import { AddressLines } from "./address-card";
import { AddressForm, preloadAddressForm } from "./lazy-address-form";

/**
 * Choose where an order goes (for /booking): the saved addresses as radio cards, and a new one
 * can be added in place, which is then chosen.
 */
export function AddressPicker({
  value,
  onChange,
  legend = "Delivery address",
}: {
  value: string | null;
  onChange: (addressId: string) => void;
  legend?: string;
}) {
  const { data: addresses, isLoading } = useGetAddressQuery();
  const [adding, setAdding] = useState(false);
  const showForm = adding || (!isLoading && addresses?.length === 0);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-[13px] font-bold tracking-wide text-ink">{legend}</legend>
      {isLoading && (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
      )}
      {addresses && addresses.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <label
              key={address._id}
              className="flex cursor-pointer gap-3 rounded-2xl border border-sand bg-white p-4 shadow-card transition-colors has-[:checked]:border-maroon has-[:checked]:ring-1 has-[:checked]:ring-maroon has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-deep"
            >
              <input
                type="radio"
                name="address"
                value={address._id}
                checked={value === address._id}
                onChange={() => onChange(address._id)}
                className="mt-1 h-4 w-4 shrink-0 accent-maroon focus-visible:outline-none"
              />
              <AddressLines address={address} />
            </label>
          ))}
        </div>
      )}
      {showForm ? (
        <div className="rounded-2xl border border-gold-light/70 bg-ivory-deep/50 p-4 md:p-6">
          <AddressForm
            title="Add a new address"
            onSaved={({ saved }) => {
              setAdding(false);
              if (saved) onChange(saved._id);
            }}
            onCancel={addresses && addresses.length > 0 ? () => setAdding(false) : undefined}
          />
        </div>
      ) : (
        !isLoading && (
          <Button variant="outline" onClick={() => setAdding(true)} onPointerEnter={preloadAddressForm} onFocus={preloadAddressForm}>
            <PlusIcon size={18} /> Add a new address
          </Button>
        )
      )}
    </fieldset>
  );
}
