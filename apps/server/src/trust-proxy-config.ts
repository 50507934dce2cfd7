import { isIP } from "node:net";
import { z } from "zod";

/** The proxies whose X-Forwarded-For the server believes: all, none, or these addresses and ranges. */
export type TrustedProxies = boolean | string[];

/** Names Fastify's address matcher knows for whole ranges (127/8 and ::1, 169.254/16 and fe80::/10, the private ranges). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const WHAT_TO_SET =
  "name the proxies instead: loopback for a proxy on this machine, its address or range (10.0.0.5, 10.0.0.0/24, several separated by commas), uniquelocal for any proxy on a private network, or false when nothing is in front";

/** Fastify 5.12.1 and later ignore a hop count and keep the proxy's address as every client's. */
const HOP_COUNT_REFUSED = `a hop count is no longer honoured: the shop would see every shopper as the proxy, and one stranger could use up the sign-in, code and read limits of all of them; ${WHAT_TO_SET}`;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // Fastify's matcher refuses a /0 range: trusting every address is written `true`.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: true, false, or the proxies' addresses and ranges separated by commas; never a hop count. */
export const TrustProxySchema = z
  .string()
  .default("false")
  .transform((value, context): TrustedProxies => {
    const setting = value.trim().toLowerCase();
    if (setting === "true") return true;
    if (setting === "false") return false;
    if (/^\d+$/.test(setting)) {
      context.addIssue({ code: "custom", message: HOP_COUNT_REFUSED });
      return z.NEVER;
    }
    const entries = setting.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not an address, a CIDR range or one of loopback, linklocal, uniquelocal: ${wrong.map((entry) => `"${entry}"`).join(", ")}; ${WHAT_TO_SET}`,
      });
      return z.NEVER;
    }
    return entries;
  });
