import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dumpMigratedPglite, openDatabase } from "../db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data directory, migrated once per run, that each test file loads instead of migrating. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database that each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplateName: string;
  }
}

/**
 * Vitest global setup: migrates one database per run, so that each test file starts from a copy
 * instead of running every migration again. Returns the teardown that removes the template.
 */
export default async function prepareMigratedTemplate(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.PALLU_TEST_DRIVER ?? "pglite";
  return driver === "postgres" ? preparePostgresTemplate(project) : preparePgliteTemplate(project);
}

async function preparePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), "pallu-template-"));
  const file = join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = postgresServerUrl();
  const name = `pallu_template_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide("postgresTemplateName", name);
  return async () => {
    await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}

export function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("PALLU_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  return serverUrl;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
