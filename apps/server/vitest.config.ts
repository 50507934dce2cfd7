import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
 * Each project migrates one template database per run; every test file starts from a copy of it.
 * The domain package is read from its sources, so tests need no build first.
 */
export default defineConfig({
  resolve: {
    alias: { "@pallu/domain": fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url)) },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ["src/test/migrated-template.ts"],
    // Test files share a worker's loaded modules: the server holds no module state, and loading
    // Fastify, Drizzle and the AWS SDK again for every file cost more than the tests themselves.
    isolate: false,
    projects: [
      { extends: true, test: { name: "pglite", include: ["src/**/*.test.ts"], env: { PALLU_TEST_DRIVER: "pglite" } } },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: ["src/**/*.test.ts"],
                exclude: ["src/**/*.unit.test.ts", "src/db/seed/**"],
                env: { PALLU_TEST_DRIVER: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
