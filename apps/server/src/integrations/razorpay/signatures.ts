import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../../lib/secure-token.js";

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function signatureMatches(expected: string, given: string): boolean {
  return typeof given === "string" && given.length > 0 && constantTimeEqual(expected, given);
}
