import { defineConfig } from "vitest/config";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
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
