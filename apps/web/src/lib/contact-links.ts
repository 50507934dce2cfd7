import { PHONE_COUNTRY_CODE } from "@pallu/domain";

const digits = (text: string) => text.replace(/\D/g, "");

/** A 10-digit Indian number gets the +91 country code; anything longer is taken as given. */
function internationalDigits(phone: string): string {
  const plain = digits(phone);
  return plain.length === 10 ? `${digits(PHONE_COUNTRY_CODE)}${plain}` : plain;
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** The footer's WhatsApp entry may be a full link or just a number. */
export function whatsappHref(whatsapp: string): string {
  if (/^https?:\/\//i.test(whatsapp.trim())) return whatsapp.trim();
  return `https://wa.me/${internationalDigits(whatsapp)}`;
}
