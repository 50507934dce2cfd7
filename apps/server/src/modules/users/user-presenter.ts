import type { Address, AdminUser, PublicUser } from "@pallu/domain";
import type { AddressRow, AdminUserRow, UserRow } from "./user-repository.js";

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
    country: row.country,
  };
}

/** Who a user is, as every view of a user starts. */
function presentIdentity(row: UserRow): Omit<PublicUser, "address"> {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    image: row.image,
    isVerified: row.isVerified,
    userType: row.userType,
    role: row.staffRole,
  };
}

export function presentUser(row: UserRow, addressRows: AddressRow[]): PublicUser {
  return { ...presentIdentity(row), address: addressRows.map(presentAddress) };
}

/** A user in the admin's list: who they are, how many orders they placed and when they joined. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return { ...presentIdentity(row), ordersCount: row.ordersCount, createdAt: row.createdAt.toISOString() };
}
