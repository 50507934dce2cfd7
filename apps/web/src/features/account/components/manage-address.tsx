import { ADDRESS_LIMIT } from "@pallu/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MapPinIcon } from "@/components/ui/info-icons";
import { PlusIcon } from "@/components/ui/account-icons";
import { Skeleton } from "@/components/ui/skeleton";
import { withProgressToast } from "@/lib/progress-toast";
import { useGetAddressQuery, useRemoveAddressMutation } from "../api/address-api";
import type { Address } from "../types";
import { AddressList } from "./address-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AddressForm, preloadAddressForm } from "./lazy-address-form";
import { SectionCard } from "./section-card";

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: Address };

/** Manage Address on /myaccount: the saved addresses, add, edit and delete (docs/shop-rules.md#addresses). */
export function ManageAddress() {
  const { data: addresses, isLoading } = useGetAddressQuery();
  const [removeAddress, removing] = useRemoveAddressMutation();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const count = addresses?.length ?? 0;
  const full = count >= ADDRESS_LIMIT;
  const close = () => setEditing({ mode: "closed" });

  async function confirmDelete() {
    if (!deleting) return;
    const result = await withProgressToast("Deleting Address...", removeAddress({ id: deleting._id }));
    if (!result.error) setDeleting(null);
  }

  return (
    <SectionCard
      id="manageAddress"
      eyebrow="Where we deliver"
      title="Manage Address"
      action={
        editing.mode === "closed" &&
        count > 0 &&
        !full && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing({ mode: "add" })}
            onPointerEnter={preloadAddressForm}
            onFocus={preloadAddressForm}
          >
            <PlusIcon size={17} /> Add Address
          </Button>
        )
      }
    >
      {editing.mode !== "closed" && (
        <div className="mb-6 rounded-2xl border border-gold-light/70 bg-ivory-deep/50 p-4 md:p-6">
          <AddressForm
            key={editing.mode === "edit" ? editing.address._id : "new"}
            title={editing.mode === "edit" ? "Edit address" : "New address"}
            address={editing.mode === "edit" ? editing.address : undefined}
            onSaved={close}
            onCancel={close}
          />
        </div>
      )}

      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
      ) : addresses && addresses.length > 0 ? (
        <AddressList
          addresses={editing.mode === "edit" ? addresses.filter((a) => a._id !== editing.address._id) : addresses}
          onEdit={(address) => {
            setEditing({ mode: "edit", address });
            preloadAddressForm();
          }}
          onDelete={setDeleting}
        />
      ) : (
        editing.mode === "closed" && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gold-light px-6 py-10 text-center">
            <MapPinIcon size={30} className="text-gold" />
            <p className="font-semibold text-ink">No saved addresses yet</p>
            <p className="max-w-xs text-[14px] text-ink-muted">Add one now and checkout takes a single tap.</p>
            <Button size="sm" onClick={() => setEditing({ mode: "add" })} onPointerEnter={preloadAddressForm}>
              <PlusIcon size={17} /> Add Address
            </Button>
          </div>
        )
      )}
      {full && <p className="mt-4 text-[13px] text-ink-muted">You can keep up to {ADDRESS_LIMIT} addresses.</p>}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmLabel={removing.isLoading ? "Deleting..." : "Delete"}
        busy={removing.isLoading}
        keepOpen
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            {deleting.name}, {deleting.addressLine1}, {deleting.city}
          </p>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
