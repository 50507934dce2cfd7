import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app-deps.js";
import { users } from "./db/schema/index.js";
import { hashPassword } from "./modules/auth/passwords.js";
import { seedDemoCatalogue } from "./db/seed/seed-demo.js";

/** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, only while the shop has no admin at all. */
export async function ensureAdmin(deps: AppDeps, log: Pick<FastifyBaseLogger, "info">): Promise<void> {
  const admin = deps.config.admin;
  if (!admin) return;
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.userType, "Admin")).limit(1);
  if (existing) return;
  const [sameEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${admin.email}`)
    .limit(1);
  if (sameEmail) {
    // The address already belongs to an account: promote it rather than fail the start.
    await deps.db.update(users).set({ userType: "Admin", isVerified: true }).where(eq(users.id, sameEmail.id));
  } else {
    await deps.db.insert(users).values({
      fullname: "Shop Admin",
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      userType: "Admin",
      isVerified: true,
    });
  }
  log.info({ email: admin.email }, "admin account ready");
}

export async function seedIfEmpty(deps: AppDeps, log: Pick<FastifyBaseLogger, "info">): Promise<void> {
  if (!deps.config.seedDemo) return;
  const result = await seedDemoCatalogue(deps.db, deps.imageStore, {
    onProgress: (message) => log.info(`demo catalogue: ${message}`),
  });
  if (result.seeded) log.info({ imagesDir: join(deps.config.dataDir, "images") }, "demo catalogue seeded");
}
