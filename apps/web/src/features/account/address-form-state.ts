import { HOME_COUNTRY, isCityOfState } from "@pallu/domain";
import type { Address, AddressValues } from "./types";

export type AddressField = keyof AddressValues;

export function addressValuesOf(address?: Address): AddressValues {
  return {
    name: address?.name ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    addressLine1: address?.addressLine1 ?? "",
    addressLine2: address?.addressLine2 ?? "",
    state: address?.state ?? "",
    city: address?.city ?? "",
    pinCode: address?.pinCode ?? "",
    country: address?.country ?? HOME_COUNTRY,
  };
}

/** One field changed. Cities depend on the state, so choosing another state clears the city (docs/shop-rules.md#addresses). */
export function withAddressField(values: AddressValues, field: AddressField, value: string): AddressValues {
  if (field === "state") return { ...values, state: value, city: value === values.state ? values.city : "" };
  return { ...values, [field]: value };
}

/**
 * The state and city a typed PIN code belongs to: the state is taken, and the city too unless the
 * shopper's own city already lies in that state. A city outside the state is cleared, as when the
 * state is chosen by hand.
 */
export function withPincodeArea(
  values: AddressValues,
  area: { state: string | null; city: string | null },
): AddressValues {
  if (!area.state) return values;
  const cityFits = values.city !== "" && isCityOfState(values.city, area.state);
  return { ...values, state: area.state, city: cityFits ? values.city : (area.city ?? "") };
}
