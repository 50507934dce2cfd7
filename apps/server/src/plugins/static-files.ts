import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX, HOME_CURRENCY, type ShopperCurrencies } from "@pallu/domain";
import { LOCAL_IMAGES_ROUTE } from "../integrations/storage/local-image-store.js";
import { isNotModified } from "../lib/etag.js";
import { productViewsFor } from "../modules/catalogue/index.js";
import { clientKey } from "../lib/client-key.js";
import { keptPages, pageAddress, productOfPage, SHARED_PAGE_SECONDS, storefrontPages, withCampaignOf, type PageAnswer, type PageCaching } from "../modules/storefront-pages/index.js";
import { encodedPage, inProcessApi, loadStorefrontRenderer, pageEncodingFor } from "../modules/storefront-pages/index.js";
import { shopperCurrencies } from "../modules/selling-abroad/index.js";

const ONE_YEAR_SECONDS = 31_536_000;
/**
 * A rendered storefront page is the same for every visitor: a CDN or proxy may keep it a minute and
 * serve it a little longer while it asks again. The server keeps it as long, and drops only the pages
 * showing what a change changed (kept-pages.ts), here and on every instance.
 * A page made while one of its reads failed is this visitor's alone: no cache, here or on the way, keeps it.
 */
const PAGE_CACHE_CONTROL: Record<PageCaching, string> = {
  shared: `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=${SHARED_PAGE_SECONDS}`,
  own: "no-cache",
  never: "no-store",
};
/**
 * A page in another currency than rupees is rendered for the shoppers whose cookie names it: the
 * server keeps it under its currency, but a cache on the way keys pages by address alone, so it
 * keeps none; the browser asks again each time (a 304 while unchanged).
 */
const IN_THE_SHOPPERS_CURRENCY = "private, no-cache";

const cachingOf = (answer: PageAnswer, shopper: ShopperCurrencies) =>
  answer.caching === "shared" && shopper.currency !== HOME_CURRENCY ? IN_THE_SHOPPERS_CURRENCY : PAGE_CACHE_CONTROL[answer.caching];

/**
 * Images and the built web app; any other GET outside the API, the images and the app's files is a
 * page, answered with HTML whatever the caller accepts (link previewers and crawlers send any Accept):
 * storefront pages rendered on the server, the rest as the app's shell.
 */
export const staticFilesPlugin = fp(
  async (app: FastifyInstance, options: { imagesDir: string; webDistDir: string }) => {
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
        // A route for each file the build wrote, made once at start: a page's address is not
        // looked for on disk (two stat calls a page when every address was a possible file).
        wildcard: false,
        // Pages, "/" included, come from the not-found handler below, with their first-screen hints.
        index: false,
        // The build writes brotli and gzip copies of its assets (at a quality no request could
        // afford to compress at); they are sent as they are, and nothing is compressed per request.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          const hashed = path.includes(`${join(options.webDistDir, "assets")}`);
          res.setHeader("Cache-Control", hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache");
        },
      });
    }

    if (hasWeb) {
      // A shared cache must keep an asset's brotli, gzip and plain copies apart. Added to what the
      // answer already varies on (Origin), here rather than in setHeaders, whose headers it would lose to.
      app.addHook("onSend", async (request, reply, payload) => {
        if (request.url.startsWith("/assets/")) varyOn(reply, "Accept-Encoding");
        return payload;
      });
    }

    const page = hasWeb
      ? storefrontPages(options.webDistDir, app.deps, await loadStorefrontRenderer(options.webDistDir))
      : undefined;
    const pages = keptPages(app.deps.cacheBus);
    const views = productViewsFor(app.deps);

    async function answerOf(request: FastifyRequest, reply: FastifyReply, render: NonNullable<typeof page>, shopper: ShopperCurrencies): Promise<PageAnswer> {
      const address = pageAddress(request.url);
      const kept = pages.get(address, shopper.currency);
      if (kept) {
        reply.header("x-cache", "hit");
        // A rendered product page counts its view through the API read it makes; a kept one, here.
        const product = productOfPage(request.url);
        if (product !== undefined) views.note(`ip:${clientKey(request.ip)}`, product);
        return kept;
      }
      const startedAt = pages.mark();
      const answer = await render(address, { ip: request.ip, log: request.log, api: () => inProcessApi(app, request.ip), shopper });
      pages.keep(address, shopper.currency, answer, startedAt);
      return answer;
    }

    const sendPage =
      page &&
      (async (request: FastifyRequest, reply: FastifyReply) => {
        const shopper = await shopperCurrencies(app.deps, request.headers.cookie);
        const answer = await answerOf(request, reply, page, shopper);
        reply.header("Cache-Control", cachingOf(answer, shopper));
        if (answer.retryAfterSeconds !== undefined) reply.header("Retry-After", String(answer.retryAfterSeconds));
        if (answer.location !== undefined) reply.header("Location", withCampaignOf(request.url, answer.location));
        // Compressed here, below: pages come from the not-found handler, which the compression
        // plugin's route hooks never reach. A cache on the way keeps each encoding apart.
        varyOn(reply, "Accept-Encoding");
        if (answer.caching !== "never") {
          reply.header("ETag", answer.etag);
          if (answer.status === 200 && isNotModified(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
        }
        const sent = await encodedPage(answer.body, pageEncodingFor(request.headers["accept-encoding"]));
        if (sent.encoding) reply.header("Content-Encoding", sent.encoding);
        return reply.status(answer.status).type("text/html; charset=utf-8").send(sent.body);
      });
    if (sendPage) app.get("/", sendPage);

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !path.startsWith(`${API_PREFIX}/`) &&
        path !== API_PREFIX &&
        !path.startsWith(LOCAL_IMAGES_ROUTE) &&
        !path.startsWith("/assets/");
      if (sendPage && wantsPage) return sendPage(request, reply);
      return reply.status(404).send({ success: false, message: `No route for ${request.method} ${path}` });
    });
  },
);

function varyOn(reply: FastifyReply, field: string) {
  const fields = String(reply.getHeader("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === "*" || name.toLowerCase() === field.toLowerCase())) return;
  reply.header("Vary", [...fields, field].join(", "));
}
