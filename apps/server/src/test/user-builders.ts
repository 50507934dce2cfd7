import type { Db } from "../db/client.js";
import { addresses, users } from "../db/schema/index.js";
import { newSecretToken } from "../lib/secure-token.js";
import { sessionRepository } from "../modules/auth/session-repository.js";
import { hashPassword } from "../modules/auth/passwords.js";
import type { App } from "../app.js";
import type { StaffRole } from "@pallu/domain";

let sequence = 0;

export type UserInput = {
  fullname?: string;
  email?: string | null;
  phone?: string | null;
  password?: string;
  isVerified?: boolean;
  userType?: "Admin" | "Customer";
  /** A member of staff's role; an Admin without one is an owner. */
  role?: StaffRole;
};

/** A user row with defaults for what the input leaves out; `label` starts the made-up name and address. */
async function insertUser(db: Db, input: UserInput, passwordHash: string, label: "Shopper" | "Shopper") {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      fullname: input.fullname ?? `${label} ${sequence}`,
      email: input.email === undefined ? `${label.toLowerCase()}${sequence}-${Date.now()}@example.com` : input.email,
      phone: input.phone ?? null,
      passwordHash,
      isVerified: input.isVerified ?? true,
      userType: input.role ? "Admin" : (input.userType ?? "Customer"),
      staffRole: input.role ?? (input.userType === "Admin" ? "owner" : null),
    })
    .returning();
  return row!;
}

/** A customer with a known password ("password-123" unless given). */
export async function aUser(db: Db, input: UserInput = {}) {
  const password = input.password ?? "password-123";
  return { ...(await insertUser(db, input, await hashPassword(password), "Shopper")), password };
}

export async function signIn(app: App, login: { email?: string | null; phone?: string | null; password: string }): Promise<string> {
  const payload = login.email ? { email: login.email, password: login.password } : { phone: login.phone, password: login.password };
  const response = await app.inject({ method: "POST", url: "/api/v1/user/signin", payload });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sharedHash: Promise<string> | undefined;

/** Many users fast: one shared password hash, and a session made directly instead of a sign-in. */
export async function aSignedInUser(db: Db, input: Omit<UserInput, "password"> = {}) {
  sharedHash ??= hashPassword("password-123");
  const user = await insertUser(db, input, await sharedHash, "Shopper");
  const { token, hash } = newSecretToken();
  await sessionRepository(db).create(user.id, hash, new Date(Date.now() + 86_400_000), null);
  return { user, token, headers: bearer(token) };
}

export type SignedInUser = Awaited<ReturnType<typeof aSignedInUser>>;

/** A delivery address in Chennai, as the address form sends it. */
export const aChennaiAddress = {
  name: "Lakshmi Narayanan",
  addressLine1: "12, Temple Street",
  addressLine2: "Mylapore",
  city: "Chennai",
  state: "Tamil Nadu",
  pinCode: "600004",
  phoneNumber: "9876543210",
};

/** A buyer in New Jersey, as the form abroad sends her address. */
export const aNewJerseyAddress = {
  name: "Priya Raman",
  addressLine1: "221 Washington Street",
  addressLine2: "Apt 4B",
  city: "Hoboken",
  state: "New Jersey",
  pinCode: "07030",
  phoneNumber: "(201) 555-0123",
  country: "US",
};

export async function anAddress(db: Db, userId: string, overrides: Partial<typeof addresses.$inferInsert> = {}) {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...aChennaiAddress, ...overrides })
    .returning();
  return row!;
}

/** A signed-in, verified customer with one saved address, ready to check out. */
export async function aShopper(db: Db, input: Omit<UserInput, "password"> = {}) {
  const shopper = await aSignedInUser(db, input);
  const address = await anAddress(db, shopper.user.id);
  return { ...shopper, addressId: address.id };
}

export type Shopper = Awaited<ReturnType<typeof aShopper>>;
