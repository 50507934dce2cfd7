import type { User } from "@/features/auth";

export type AdminAccess = "allow" | "wait" | "login" | "not-admin";

/**
 * The admin guard's rule (docs/shop-rules.md#roles): a session and userType Admin. While a stored session is
 * still being checked the answer is "wait". A guest must log in; a customer is not an admin,
 * and goes to /login without a way back here (which would only bring them back again).
 */
export function adminAccess({ isLoggedIn, user }: { isLoggedIn: boolean; user: User | null }): AdminAccess {
  if (!isLoggedIn) return "login";
  if (!user) return "wait";
  return user.userType === "Admin" ? "allow" : "not-admin";
}
