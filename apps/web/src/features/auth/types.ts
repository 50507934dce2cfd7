import type { PublicUser } from "@pallu/domain";

export type { Address } from "@pallu/domain";
export type User = PublicUser;
export type UserType = PublicUser["userType"];
