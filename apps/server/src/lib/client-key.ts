import { createHash } from "node:crypto";

/** A client's address as a short one-way key, so shared state and logs of limits hold no IP address. */
export function clientKey(ip: string): string {
  return createHash("sha256").update(`pallu-client:${ip}`).digest("base64url").slice(0, 22);
}
