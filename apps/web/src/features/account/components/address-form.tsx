import { AddressInputSchema, citiesOf, HOME_COUNTRY, INDIA_STATES, PIN_CODE_PATTERN } from "@pallu/domain";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { bindFields, fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import { withProgressToast } from "@/lib/progress-toast";
import { useAddAddressMutation, useGetAddressQuery, useUpdateAddressMutation } from "../api/address-api";
import { useLazyGetPincodeAreaQuery } from "../api/pincode-api";
import { addressValuesOf, withAddressField, withPincodeArea, type AddressField } from "../address-form-state";
import { useGetShippingCountriesQuery } from "../api/shipping-countries-api";
import type { Address, AddressValues } from "../types";

// The world's phone and postal rules arrive only when a country abroad is chosen.
const AbroadAddressForm = lazy(() => import("./abroad-address-form").then((m) => ({ default: m.AbroadAddressForm })));

export type AddressFormProps = {
  /** The address to edit; without one the form adds a new address. */
  address?: Address;
  /** Called with the whole new list and the address just saved. */
  onSaved?: (result: { addresses: Address[]; saved: Address | undefined }) => void;
  onCancel?: () => void;
  /** Heading shown above the fields; the caller's own heading can replace it. */
  title?: string;
};

/**
 * Adds or edits an address (docs/shop-rules.md#addresses): state and city come from India's list, the city
 * choices follow the state and changing the state clears the city. A typed PIN code fills the
 * state and city, and warns where the shop does not deliver (the server still decides). This
 * module carries the list of cities, so it is only loaded where an address is being written.
 */
export function AddressForm({ address, onSaved, onCancel, title }: AddressFormProps) {
  const [values, setValues] = useState(() => addressValuesOf(address));
  const { tried, submitWhen } = useTriedSubmit();
  const { data: known } = useGetAddressQuery();
  const [addAddress, adding] = useAddAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const [lookUpPincode, pincodeArea] = useLazyGetPincodeAreaQuery();
  const busy = adding.isLoading || updating.isLoading;
  const { data: shipping } = useGetShippingCountriesQuery();
  const countries = [{ value: HOME_COUNTRY, label: "India" }, ...(shipping?.countries ?? []).map((country) => ({ value: country.code, label: country.name }))];

  const parsed = AddressInputSchema.safeParse(values);
  const errors = tried ? fieldErrorsOf(parsed) : {};
  const cities = values.state ? citiesOf(values.state) : [];

  const field = bindFields(values, errors, (name: AddressField, value) =>
    setValues((current) => withAddressField(current, name, value)),
  );

  const area = pincodeArea.originalArgs === values.pinCode ? pincodeArea.currentData : undefined;
  const pincodeWarning = area && !area.serviceable ? area.message : undefined;

  async function setPinCode(event: { target: { value: string } }) {
    const pin = event.target.value;
    setValues((current) => withAddressField(current, "pinCode", pin));
    if (pin === values.pinCode || !PIN_CODE_PATTERN.test(pin)) return;
    // Asked once the sixth digit is in; a PIN asked before is answered from the cache.
    const { data } = await lookUpPincode(pin, true);
    if (data) setValues((current) => (current.pinCode === pin ? withPincodeArea(current, data) : current));
  }

  async function save(values: AddressValues) {
    const before = new Set(known?.map((item) => item._id));
    const result = address
      ? await withProgressToast("Saving Address...", updateAddress({ ...values, id: address._id }))
      : await withProgressToast("Saving Address...", addAddress(values));
    if (!result.data) return;
    const addresses = result.data.address;
    // A new address is the one the list did not have; the list is kept oldest first.
    const saved = address
      ? addresses.find((item) => item._id === address._id)
      : (addresses.find((item) => !before.has(item._id)) ?? addresses[addresses.length - 1]);
    onSaved?.({ addresses, saved });
  }
  const submit = submitWhen(parsed.success, () => save(values));

  // Shown only when the shop ships abroad; choosing another country starts its address afresh, keeping who and where.
  const countrySelect = (current: AddressValues) =>
    countries.length > 1 ? (
      <SelectField
        label="Country"
        name="country"
        autoComplete="country"
        placeholder="Select a country"
        options={countries}
        className="sm:col-span-2"
        value={current.country}
        onChange={(event) => setValues({ ...current, country: event.target.value, state: "", city: "", pinCode: "" })}
      />
    ) : null;

  const actions = (
    <div className="flex flex-wrap gap-3 pt-1">
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : address ? "Save Address" : "Add Address"}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
    </div>
  );

  if (values.country !== HOME_COUNTRY) {
    return (
      <Suspense fallback={<p className="text-ink-muted">Loading the address form…</p>}>
        <AbroadAddressForm key={values.country} initial={values} countrySelect={countrySelect} actions={actions} busy={busy} onSubmit={save} title={title} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
      {title && <h3 className="text-[22px] font-semibold">{title}</h3>}
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        {countrySelect(values)}
        <TextField label="Name" name="name" autoComplete="name" {...field("name")} />
        <TextField
          label="Phone Number"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field("phoneNumber")}
        />
        <TextField
          label="Address Line 1"
          name="addressLine1"
          autoComplete="address-line1"
          placeholder="House number, street"
          className="sm:col-span-2"
          {...field("addressLine1")}
        />
        <TextField
          label={
            <>
              Address Line 2 <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          name="addressLine2"
          autoComplete="address-line2"
          placeholder="Area, landmark"
          className="sm:col-span-2"
          {...field("addressLine2")}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          placeholder="Select a state"
          options={INDIA_STATES}
          {...field("state")}
        />
        <SelectField
          label="City"
          name="city"
          autoComplete="address-level2"
          placeholder={values.state ? "Select a city" : "Select a state first"}
          options={cities}
          disabled={!values.state}
          {...field("city")}
        />
        <TextField
          label="Zip Code"
          name="pinCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...field("pinCode")}
          onChange={setPinCode}
          hint={pincodeWarning && <span className="font-semibold text-saffron-deep">{pincodeWarning}</span>}
        />
      </div>
      {actions}
    </form>
  );
}
