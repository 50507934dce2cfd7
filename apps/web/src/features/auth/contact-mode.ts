/** How a visitor identifies themselves: the login and sign-up forms toggle between the two. */
export type ContactMode = "email" | "phone";

export const CONTACT_MODES: readonly { value: ContactMode; label: string }[] = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
];

/** The body part naming the chosen contact; an empty entry is left out, so "neither" reads as such. */
export function contactBody(mode: ContactMode, value: string): { email: string } | { phone: string } | Record<string, never> {
  const trimmed = value.trim();
  if (!trimmed) return {};
  return mode === "email" ? { email: trimmed } : { phone: trimmed };
}

/**
 * The schemas report "neither email nor phone" on the email path; the visitor sees it under
 * whichever of the two inputs is on screen.
 */
export function contactError(mode: ContactMode, errors: Partial<Record<string, string>>): string | undefined {
  return mode === "email" ? errors.email : (errors.phone ?? errors.email);
}
