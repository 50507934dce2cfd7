import { isIPv4 } from "node:net";
import type { Config } from "./config.js";

export type AdminLogin = { email: string; password?: string };

/**
 * Where the dev outbox answers: a browser on this machine, connecting straight to the server by a
 * loopback name, never PUBLIC_URL (a proxy's address, which the outbox refuses). Undefined when the
 * server does not listen on loopback at all.
 */
function outboxAddress(config: Config): string | undefined {
  const { host, port } = config;
  if (host === "0.0.0.0" || host === "::" || host === "localhost") return `http://localhost:${port}/dev/outbox`;
  if (host === "::1") return `http://[::1]:${port}/dev/outbox`;
  if (isIPv4(host) && host.startsWith("127.")) return `http://${host}:${port}/dev/outbox`;
  return undefined;
}

/**
 * What a newcomer needs once the shop listens: where it is, how to sign in to the back office,
 * where mail and SMS go, and how to pay. Plain lines, printed once at start outside production.
 */
export function startupSummary(
  config: Config,
  admin: AdminLogin | undefined,
  { drawingDemoArtwork }: { drawingDemoArtwork: boolean },
): string {
  const lines = [`Pallu is open at ${config.publicUrl}`];
  if (drawingDemoArtwork) {
    lines.push("  Demo catalogue: ready; its pictures are drawn in the background and appear within a few minutes");
  }
  if (admin) {
    const password = admin.password
      ? `, password ${admin.password} (shown this once)`
      : " (password as set at the first start; if lost, reset it from the sign-in page)";
    lines.push(`  Back office:  ${config.publicUrl}/login as ${admin.email}${password}`);
  }
  const kept = "kept in the dev outbox";
  lines.push(`  Mail:         ${config.mail ? `by SMTP from ${config.mail.from}` : config.devOutbox ? kept : "not configured"}`);
  lines.push(`  SMS:          ${config.sms ? `by the SMS provider, DLT header ${config.sms.dlt.senderId}` : config.devOutbox ? kept : "not configured"}`);
  lines.push(`  WhatsApp:     ${config.whatsapp ? "by Meta's Cloud API, to customers who asked for it" : config.devOutbox ? kept : "off"}`);
  if (config.devOutbox && !(config.mail && config.sms && config.whatsapp)) {
    const address = outboxAddress(config);
    lines.push(
      address
        ? `  Dev outbox:   ${address}, from this machine only and never through a proxy`
        : `  Dev outbox:   answers only this machine's loopback, where HOST=${config.host} does not listen`,
    );
  }
  lines.push(
    config.razorpay
      ? "  Payments:     Razorpay"
      : "  Payments:     the built-in test gateway: choose Pay Online at checkout and press Pay on its page; no money moves",
  );
  lines.push(`  Database:     ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}`);
  return lines.join("\n");
}
