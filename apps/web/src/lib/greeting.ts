/**
 * Words an account's name holds when it was made from a shared mailbox ("admin@", "hello@") rather
 * than a person: a greeting with them ("Namaste, Admin") reads as if the shop were talking to itself.
 */
const MAILBOX_WORDS = new Set([
  "admin",
  "administrator",
  "contact",
  "hello",
  "info",
  "mail",
  "office",
  "orders",
  "owner",
  "sales",
  "shop",
  "store",
  "support",
  "team",
]);

/** The first name to greet someone by, or nothing when the account has no person's name. */
export function greetingName(fullname: string | undefined | null): string | undefined {
  const first = fullname?.trim().split(/\s+/)[0];
  if (!first || MAILBOX_WORDS.has(first.toLowerCase())) return undefined;
  return first;
}

/** "Namaste, Meera", or just "Namaste". */
export const namasteTo = (fullname: string | undefined | null): string => {
  const name = greetingName(fullname);
  return name ? `Namaste, ${name}` : "Namaste";
};
