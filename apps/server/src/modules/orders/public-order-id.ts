import { indiaDate } from "@pallu/domain";
import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: the id is read out over the phone to customer care.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "PL-261121-7KQ4ZD": the date in India and six random characters. */
export function newPublicOrderId(now: Date): string {
  const date = indiaDate(now).slice(2).replace(/-/g, "");
  let suffix = "";
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `PL-${date}-${suffix}`;
}

/** A whole order number as a seller might type it (any case, with a leading #), or null: "#pl-261121-7kq4zd". */
export function wholePublicOrderId(text: string): string | null {
  const id = text.trim().replace(/^#/, "").toUpperCase();
  return /^PL-\d{6}-[A-Z0-9]{6}(?:-[RX])?$/.test(id) ? id : null;
}
