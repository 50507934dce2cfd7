/** The longest address SMTP carries (RFC 5321). */
const EMAIL_MAX = 254;

/**
 * name@domain.tld with no white space and one "@": checked in one pass over at most 254
 * characters. A regular expression for the same shape backtracks quadratically on a long run of
 * dots, and one such request froze the server.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX || /\s/.test(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || value.includes("@", at + 1)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

export const USER_TYPES = ["Admin", "Customer"] as const;

export const OTP_LENGTH = 6;
export const OTP_PURPOSES = ["signup", "add-contact"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const NAME_MAX = 100;
export const PASSWORD_MAX = 200;
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;

export const ADDRESS_LIMIT = 20;
