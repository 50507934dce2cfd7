/** Where a code or link goes: an email address or a 10-digit mobile number. */
export type Contact = { channel: "email" | "sms"; target: string };

export function contactOf(input: { email?: string | undefined; phone?: string | undefined }): Contact {
  return input.email
    ? { channel: "email", target: input.email.toLowerCase() }
    : { channel: "sms", target: input.phone ?? "" };
}

/** The same contact in the shape the user repository looks logins up by. */
export function loginOf(contact: Contact): { email?: string; phone?: string } {
  return contact.channel === "email" ? { email: contact.target } : { phone: contact.target };
}

export const fieldOf = (contact: Contact) => (contact.channel === "email" ? "email" : "phone");
