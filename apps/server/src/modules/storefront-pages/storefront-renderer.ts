import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { API_PREFIX, type ShopperCurrencies } from "@pallu/domain";
import { ANSWER_TAGS_HEADER } from "../../lib/answer-tags.js";
import { nextEventLoopTurn } from "../../lib/event-loop-turn.js";
import { renderReadHeaders } from "./render-read-marker.js";

/** One storefront page as the web app's server entry renders it (apps/web/src/entry-server.tsx). */
export type RenderedPage = {
  html: string;
  data: Record<string, unknown>;
  status: number;
  /** Queries the render started that its route does not declare, which cost the page a second render. */
  undeclared?: string[];
};
/** An API answer as a render reads it in process: its JSON as sent, and the tags of what it shows (an answer the cache keeps). */
export type ApiAnswer = { status: number; contentType?: string; body: string | null; tags?: readonly string[] };
/** Asks the API in process for a path below its prefix (`/products/getProduct?id=…`), by GET. */
export type ApiRead = (path: string) => Promise<ApiAnswer>;
/** An answer as the web app's render takes it: its status and its JSON, parsed once (undefined when it has none). */
export type RenderAnswer = { status: number; body: unknown };
export type RenderRead = (path: string) => Promise<RenderAnswer>;
/** Renders a page at an address, reading the API through `read`, with its prices in the shopper's currency. */
export type RenderPage = (url: string, read: RenderRead, shopper: ShopperCurrencies) => Promise<RenderedPage>;

/** Where the web build puts its server entry: beside the browser's files, never among them. */
export const rendererEntryOf = (webDistDir: string) => join(webDistDir, "..", "dist-ssr", "entry-server.js");

/** The web app's page renderer, when the web app was built with it. */
export async function loadStorefrontRenderer(webDistDir: string): Promise<RenderPage | undefined> {
  const entry = rendererEntryOf(webDistDir);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}

/** The API's paths are plain names (`/products/getProduct`): no dot segment, escape or empty segment. */
const API_PATH = /^(?:\/[\w-]+)+$/;

/**
 * The API as a page render reaches it: through the server's own routes, in process, as the shopper
 * (their address, so a product view counts once per shopper) but without their session, so every
 * shopper is sent the same page and a shared cache may keep it. It says it was forwarded for the
 * shopper, which leaves request.ip the shopper's whatever TRUST_PROXY says, and keeps routes meant
 * for this machine alone (the dev outbox) from answering a render. Its reads are marked as the
 * render's, so they do not spend the shopper's anonymous reads: the render itself is limited per address.
 * A read the response cache can answer is answered from it, as that request would be, without one.
 */
export function inProcessApi(app: FastifyInstance, shopperIp: string): ApiRead {
  return async (below) => {
    // Only the API's own paths, which are plain names: no dot segment or escape leads out of its prefix.
    if (!API_PATH.test(below.split("?", 1)[0]!)) return { status: 404, body: null };
    const path = `${API_PREFIX}${below}`;
    const kept = app.keptAnswerOf(path, shopperIp);
    const answer = kept ? { status: 200, ...kept } : await injected(app, path, shopperIp);
    // An answer from the API's cache arrives without I/O: the render would go on in this turn.
    await nextEventLoopTurn();
    return answer;
  };
}

async function injected(app: FastifyInstance, path: string, shopperIp: string): Promise<ApiAnswer> {
  const answer = await app.inject({
    method: "GET",
    url: path,
    headers: { accept: "application/json", "x-forwarded-for": shopperIp, ...renderReadHeaders() },
    remoteAddress: shopperIp,
  });
  const contentType = answer.headers["content-type"];
  const tags = answer.headers[ANSWER_TAGS_HEADER];
  return {
    status: answer.statusCode,
    body: answer.statusCode === 204 ? null : answer.payload,
    ...(typeof contentType === "string" ? { contentType } : {}),
    ...(typeof tags === "string" ? { tags: tags === "" ? [] : tags.split(" ") } : {}),
  };
}
