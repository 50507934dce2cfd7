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
  };
}

/** One field changed. Cities depend on the state, so choosing another state clears the city (spec §5). */
export function withAddressField(values: AddressValues, field: AddressField, value: string): AddressValues {
  if (field === "state") return { ...values, state: value, city: value === values.state ? values.city : "" };
  return { ...values, [field]: value };
}
