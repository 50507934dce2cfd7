import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX } from "@pallu/domain";
import { LOCAL_IMAGES_ROUTE } from "../integrations/storage/local-image-store.js";
import { pageHtml } from "../modules/storefront-pages/page-html.js";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Images and the built SPA; any other non-API GET that accepts HTML gets index.html (client-side
 * routes), with hints for the first screen of the storefront's main pages.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, options: { imagesDir: string; webDistDir: string }) => {
  mkdirSync(options.imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    prefix: LOCAL_IMAGES_ROUTE,
    decorateReply: false,
    index: false,
    // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res) => res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
  });

  const indexHtml = join(options.webDistDir, "index.html");
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: "/",
      wildcard: true,
      // Pages, "/" included, come from the not-found handler below, with their first-screen hints.
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(options.webDistDir, "assets")}`);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  const renderPage = hasWeb ? pageHtml(options.webDistDir, app.deps.db) : undefined;

  const sendPage =
    renderPage &&
    (async (request: FastifyRequest, reply: FastifyReply) =>
      reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(await renderPage(request.url, request.log)));
  if (sendPage) app.get("/", sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith(`${API_PREFIX}/`) &&
      path !== API_PREFIX &&
      !path.startsWith(LOCAL_IMAGES_ROUTE) &&
      (request.headers.accept ?? "").includes("text/html");
    if (sendPage && wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ success: false, message: `No route for ${request.method} ${path}` });
  });
});
