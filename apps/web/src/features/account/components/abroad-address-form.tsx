import { AnyAddressInputSchema, countryName, regionsOf, usesPostalCodes } from "@pallu/domain";
import { useState, type ReactNode } from "react";
import { SelectField, TextField } from "@/components/ui/form-field";
import { bindFields, fieldErrorsOf, useTriedSubmit } from "@/lib/field-errors";
import type { AddressValues } from "../types";

type AbroadFormProps = {
  initial: AddressValues;
  countrySelect: (values: AddressValues) => ReactNode;
  actions: ReactNode;
  busy: boolean;
  onSubmit: (values: AddressValues) => Promise<void>;
  title?: string | undefined;
};

/**
 * An address outside India, each field by its country's own rules (docs/selling-abroad.md):
 * the state from the country's list where its addresses name one, the postal code where its post
 * uses them, the phone in any form its people write it. Loaded only when a country abroad is chosen,
 * so India's form carries none of the world's phone and postal rules.
 */
export function AbroadAddressForm({ initial, countrySelect, actions, busy, onSubmit, title }: AbroadFormProps) {
  const [values, setValues] = useState(initial);
  const { tried, submitWhen } = useTriedSubmit();
  const parsed = AnyAddressInputSchema.safeParse(values);
  const errors = tried ? fieldErrorsOf(parsed) : {};
  const field = bindFields(values, errors, (name: keyof AddressValues, value) => setValues((current) => ({ ...current, [name]: value })));
  const regions = regionsOf(values.country);
  const country = countryName(values.country);
  const submit = submitWhen(parsed.success, () => onSubmit(values));

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
          autoComplete="tel"
          placeholder={`A phone number in ${country}`}
          {...field("phoneNumber")}
        />
        <TextField label="Address Line 1" name="addressLine1" autoComplete="address-line1" placeholder="House number, street" className="sm:col-span-2" {...field("addressLine1")} />
        <TextField
          label={
            <>
              Address Line 2 <span className="font-normal text-ink-muted">(optional)</span>
            </>
          }
          name="addressLine2"
          autoComplete="address-line2"
          placeholder="Apartment, suite, unit"
          className="sm:col-span-2"
          {...field("addressLine2")}
        />
        <TextField label="City" name="city" autoComplete="address-level2" {...field("city")} />
        {regions.length > 0 ? (
          <SelectField label="State" name="state" autoComplete="address-level1" placeholder="Select a state" options={regions} {...field("state")} />
        ) : (
          <TextField
            label={
              <>
                State or region <span className="font-normal text-ink-muted">(optional)</span>
              </>
            }
            name="state"
            autoComplete="address-level1"
            {...field("state")}
          />
        )}
        {usesPostalCodes(values.country) && <TextField label="Zip Code" name="pinCode" autoComplete="postal-code" maxLength={12} {...field("pinCode")} />}
      </div>
      {actions}
    </form>
  );
}
