import type { Address, PublicUser } from "@pallu/domain";
import type { AddressRow, UserRow } from "./user-repository.js";

export function presentAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    phoneNumber: row.phoneNumber,
  };
}

export function presentUser(row: UserRow, addressRows: AddressRow[]): PublicUser {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    image: row.image,
    isVerified: row.isVerified,
    userType: row.userType,
    address: addressRows.map(presentAddress),
  };
}
