import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app-deps.js";
import { users } from "./db/schema/index.js";
import { hashPassword } from "./modules/auth/index.js";
import { seedDemoCatalogue } from "./db/seed/seed-demo.js";
import type { AdminLogin } from "./startup-summary.js";

/** The admin a development shop makes for itself when ADMIN_EMAIL is not set. */
export const DEVELOPMENT_ADMIN_EMAIL = "admin@pallu.local";

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, only while the shop has no admin at all.
 * Outside production, a shop started without them makes its own admin with a random password, so
 * that a newcomer can open the back office at once. Returns the login to show at start: with the
 * password only when this start made it up.
 */
export async function ensureAdmin(deps: AppDeps, log: Pick<FastifyBaseLogger, "info">): Promise<AdminLogin | undefined> {
  const [existing] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userType, "Admin"))
    .orderBy(users.createdAt)
    .limit(1);
  if (existing) return existing.email ? { email: existing.email } : undefined;
  const configured = deps.config.admin;
  if (!configured && deps.config.env === "production") return undefined;
  const admin = configured ?? { email: DEVELOPMENT_ADMIN_EMAIL, password: randomBytes(9).toString("base64url") };
  const [sameEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${admin.email}`)
    .limit(1);
  if (sameEmail) {
    // The address already belongs to an account: promote it rather than fail the start.
    await deps.db.update(users).set({ userType: "Admin", staffRole: "owner", isVerified: true }).where(eq(users.id, sameEmail.id));
  } else {
    await deps.db.insert(users).values({
      fullname: nameFromEmail(admin.email),
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      userType: "Admin",
      staffRole: "owner",
      isVerified: true,
    });
  }
  log.info({ email: admin.email }, "admin account ready");
  return configured || sameEmail ? { email: admin.email } : admin;
}

/**
 * The first admin's name until she sets her own, read from her address ("meera.iyer@…" is
 * "Meera Iyer"): the back office greets her by it, so it must be a person's name, not the shop's.
 */
export function nameFromEmail(email: string): string {
  const words = email
    .split("@")[0]!
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const name = words.map((word) => word[0]!.toLocaleUpperCase("en-IN") + word.slice(1)).join(" ");
  return name || "Admin";
}

/** Seeds the demo catalogue into an empty shop; true when it did (its artwork then follows in the background). */
export async function seedIfEmpty(deps: AppDeps, log: Pick<FastifyBaseLogger, "info">): Promise<boolean> {
  if (!deps.config.seedDemo) return false;
  // The artwork is drawn by a background job once the shop listens: products show a placeholder until then.
  const result = await seedDemoCatalogue(deps.db, deps.imageStore, {
    images: "later",
    onProgress: (message) => log.info(`demo catalogue: ${message}`),
  });
  if (result.seeded) log.info({ imagesDir: join(deps.config.dataDir, "images") }, "demo catalogue seeded");
  return result.seeded;
}
