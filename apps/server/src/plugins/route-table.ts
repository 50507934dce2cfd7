import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** A route as registered, and the staff permission its guard checks (none for a public or a customer's route). */
export type RouteEntry = { method: string; url: string; permission?: string };

const permissionOf = (hooks: unknown): string | undefined =>
  (Array.isArray(hooks) ? hooks : [hooks])
    .map((hook) => (hook as { permission?: string } | undefined)?.permission)
    .find(Boolean);

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app serves, as registered: the source for the authorization matrix. */
    routeTable: RouteEntry[];
  }
}

export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const permission = permissionOf(route.onRequest);
    for (const method of methods)
      if (method !== "HEAD") table.push({ method, url: route.url, ...(permission ? { permission } : {}) });
  });
});
