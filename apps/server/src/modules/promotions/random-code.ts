import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when typed from an SMS or a post. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

/** Eight characters drawn by the system's secure random source: the part of a code nobody can guess. */
export function randomCodeSuffix(): string {
  let suffix = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return suffix;
}
