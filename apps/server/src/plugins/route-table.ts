import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type RouteEntry = { method: string; url: string };

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
    for (const method of methods) if (method !== "HEAD") table.push({ method, url: route.url });
  });
});
