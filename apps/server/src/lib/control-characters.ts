import { invalid } from "./app-error.js";

// C0 controls and DEL, but for tab, line feed and carriage return, which multi-line text may hold.
// PostgreSQL refuses NUL in text outright; the others have no place in a shop's fields either.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 8;

/** Whether a string, or any key or string inside an object or array, holds a control character. */
export function holdsControl(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return CONTROL.test(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key) || holdsControl(inner, depth + 1)) return true;
  }
  return false;
}

export const refusedCharacters = () => invalid("The request contains characters that are not allowed");
