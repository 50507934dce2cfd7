import type { Address, PublicUser } from "@pallu/domain";

export type { Address };
export type User = PublicUser;
/** The address fields a form edits; addressLine2 is optional (docs/shop-rules.md#addresses). */
export type AddressValues = Omit<Address, "_id" | "addressLine2"> & { addressLine2: string };
