import { citiesOf, INDIA_STATES } from "@pallu/domain";
import { useEffect } from "react";
import { RadioCard } from "@/components/ui/radio-card";
import { SelectField, TextField } from "../../shared/components/fields";
import { useGetCustomerQuery } from "../../customers/api/customers-api";
import { EMPTY_ADDRESS, type AddressDraft, type DraftAddress, type DraftCustomer } from "../new-order-draft";

const stateOptions = INDIA_STATES.map((state) => ({ value: state, label: state }));

function AddressFields({ value, onChange }: { value: AddressDraft; onChange: (fields: AddressDraft) => void }) {
  const set = (field: keyof AddressDraft) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Name" className="sm:col-span-2" autoComplete="off" value={value.name} onChange={set("name")} />
      <TextField label="Address Line 1" className="sm:col-span-2" autoComplete="off" value={value.addressLine1} onChange={set("addressLine1")} />
      <TextField label="Address Line 2 (optional)" className="sm:col-span-2" autoComplete="off" value={value.addressLine2} onChange={set("addressLine2")} />
      <SelectField label="State" placeholder="Choose a state" options={stateOptions} value={value.state} onChange={(event) => onChange({ ...value, state: event.target.value, city: "" })} />
      <SelectField
        label="City"
        placeholder={value.state ? "Choose a city" : "Choose the state first"}
        options={value.state ? citiesOf(value.state).map((city) => ({ value: city, label: city })) : []}
        value={value.city}
        onChange={set("city")}
        disabled={!value.state}
      />
      <TextField label="Pin code" inputMode="numeric" maxLength={6} value={value.pinCode} onChange={set("pinCode")} />
      <TextField label="Phone Number" inputMode="tel" value={value.phoneNumber} onChange={set("phoneNumber")} />
    </div>
  );
}

/** Where the parcel goes: one of the customer's saved addresses, or one typed here (kept in their address book). */
export function AddressChooser({ customer, value, onChange }: { customer: DraftCustomer; value: DraftAddress | null; onChange: (address: DraftAddress) => void }) {
  const { data } = useGetCustomerQuery(customer.kind === "existing" ? customer.id : "", { skip: customer.kind !== "existing" });
  const saved = customer.kind === "existing" ? (data?.addresses ?? []) : [];
  const typed = value?.kind === "typed" ? value.fields : null;
  const startTyping = () =>
    onChange({ kind: "typed", fields: { ...EMPTY_ADDRESS, name: customer.fullname, phoneNumber: customer.phone ?? "" } });

  const nothingSaved = customer.kind === "new" || (data !== undefined && saved.length === 0);
  // A customer with no address yet gets the form at once, with their name and phone filled in.
  useEffect(() => {
    if (nothingSaved && !value) startTyping();
  });

  if (nothingSaved) return typed ? <AddressFields value={typed} onChange={(fields) => onChange({ kind: "typed", fields })} /> : null;
  return (
    <div className="space-y-3" role="radiogroup" aria-label="Delivery address">
      <div className="grid gap-2 sm:grid-cols-2">
        {saved.map((address) => (
          <RadioCard key={address._id} name="counter-address" value={address._id} checked={value?.kind === "saved" && value.id === address._id} onChange={() => onChange({ kind: "saved", id: address._id })} className="flex-col p-3 text-[13px]">
            <span className="font-semibold text-ink">{address.name}</span>
            <span className="text-ink-muted">
              {[address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.pinCode}`].filter(Boolean).join(", ")}
            </span>
          </RadioCard>
        ))}
        <RadioCard name="counter-address" value="new" checked={Boolean(typed)} onChange={startTyping} className="items-center p-3 text-[14px] font-semibold text-maroon">
          + A new address
        </RadioCard>
      </div>
      {typed && <AddressFields value={typed} onChange={(fields) => onChange({ kind: "typed", fields })} />}
    </div>
  );
}
