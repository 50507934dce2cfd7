import { IconButton } from "@/components/ui/button";
import { PencilIcon, TrashIcon } from "@/components/ui/account-icons";
import type { Address } from "../types";
import { AddressLines } from "./address-card";

/** Saved addresses as cards, with Edit and Delete when the caller offers them. */
export function AddressList({
  addresses,
  onEdit,
  onDelete,
}: {
  addresses: readonly Address[];
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {addresses.map((address) => (
        <li key={address._id} className="flex gap-3 rounded-2xl border border-sand bg-white p-4 shadow-card md:p-5">
          <div className="min-w-0 flex-1">
            <AddressLines address={address} />
          </div>
          {(onEdit || onDelete) && (
            <div className="-mt-1 -mr-1 flex shrink-0 flex-col gap-1">
              {onEdit && (
                <IconButton label={`Edit address of ${address.name}`} onClick={() => onEdit(address)}>
                  <PencilIcon size={19} />
                </IconButton>
              )}
              {onDelete && (
                <IconButton label={`Delete address of ${address.name}`} onClick={() => onDelete(address)}>
                  <TrashIcon size={19} />
                </IconButton>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
