import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_SCRIPT,
  FIRST_SCREEN_ROUTES,
  isClientRenderedPage,
  PAGE_SCRIPTS_ID,
  SHOPPER_CURRENCY_ID,
  type ShopperCurrencies,
} from "@pallu/domain";
import { nextEventLoopTurn } from "../../lib/event-loop-turn.js";
import { takingTurns } from "../../lib/turns.js";
import { shopBrand, type SettingsDeps } from "../settings/index.js";
import { brandedTemplate } from "./branded-template.js";
import { etagOf } from "../../lib/etag.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { pageWithoutData, seoHead, shopIdentityFor } from "./seo/seo-page-data.js";
import { pageHead, readProductSlug, readShopAbout } from "./page-head.js";
import { firstScreenImages, type ImageHint } from "./first-screen-image.js";
import { renderBudget } from "./render-budget.js";
import { isProductPage, slugRedirect } from "./slug-redirect.js";
import { watchedReads } from "./render-reads.js";
import { readPageScripts } from "./route-chunks.js";
import type { ApiRead, RenderPage } from "./storefront-renderer.js";

/**
 * Who may keep a page: a `shared` page is the same for every visitor, so any cache may; a visitor's
 * `own` page (the app's shell) is asked again each time; a page that must `never` be kept was made
 * without some of its data, or is a refusal.
 */
export type PageCaching = "shared" | "own" | "never";
export type PageAnswer = {
  status: number;
  /** The page's HTML in UTF-8, encoded once: its ETag is read from these bytes and they are what is sent, kept or not. */
  body: Buffer;
  etag: string;
  caching: PageCaching;
  retryAfterSeconds?: number;
  /** Where a page that moved (301) lives now. */
  location?: string;
  /** What a kept page shows (lib/cache-tags.ts): a change to any of it drops the page. */
  tags?: string[];
};
export type PageContext = {
  /** The visitor's address, as trusted proxies report it: renders are limited per address. */
  ip: string;
  log: { warn(details: object, message: string): void };
  api: () => ApiRead;
  /** The currency the shopper reads prices in, from her cookie, and the ones she may choose. */
  shopper: ShopperCurrencies;
};

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
// JSON inside a script element: "</script>" or "<!--" in a product's text must not end or bend it.
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

// What React hoists out of a page (its <title>, <meta> and <link> tags) leads the rendered markup.
const LEADING_HEAD_TAGS = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/;

function matchRoute(pathname: string): { route: string; params: Record<string, string> } | undefined {
  for (const { path } of FIRST_SCREEN_ROUTES) {
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}/?$`);
    const match = pattern.exec(pathname);
    if (match) return { route: path, params: { ...match.groups } };
  }
  return undefined;
}

function imageLink(image: ImageHint): string {
  const attributes = [
    `rel="preload"`,
    `as="image"`,
    `href="${escapeAttribute(image.href)}"`,
    image.srcset ? `imagesrcset="${escapeAttribute(image.srcset)}"` : "",
    image.srcset ? `imagesizes="${escapeAttribute(image.sizes)}"` : "",
    image.media ? `media="${escapeAttribute(image.media)}"` : "",
    image.type ? `type="${escapeAttribute(image.type)}"` : "",
    `fetchpriority="high"`,
  ];
  return `<link ${attributes.filter(Boolean).join(" ")}>`;
}

const TITLE = /<title\b[^>]*>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

const ROOT = /<div id="?root"?><\/div>/;

/**
 * The built index.html with a page's head tags added, and, for a rendered page, its own title,
 * description and sharing tags in place of the shop's general ones and its markup inside #root.
 * A rendered page comes in parts, in order: joined into one string, its markup would be copied
 * again whole before being encoded (about a tenth of a millisecond a page).
 */
function documentOf(
  template: string,
  head: string[],
  shopper: ShopperCurrencies,
  rendered?: { html: string; data: Record<string, unknown>; seo: string },
): string | string[] {
  // Every page, rendered or not, of a shop that shows other currencies says which one its shopper
  // reads and which she may choose; a shop of rupees alone says nothing.
  const choices = shopper.offered.length === 0 ? [] : [`<script type="application/json" id="${SHOPPER_CURRENCY_ID}">${scriptSafeJson(shopper)}</script>`];
  const tags = [...head, ...choices];
  // Functions as replacements, so "$" in a product's text is never read as a pattern.
  let html = tags.length === 0 ? template : template.replace("</head>", () => `${tags.join("\n")}\n</head>`);
  if (!rendered) return html;
  // The page's own title is the one the app renders (and keeps as the shopper moves on); the rest
  // of the page's head (description, canonical, Open Graph, JSON-LD) replaces the shop's general description.
  html = html.replace(DESCRIPTION, "").replace("</head>", () => `${rendered.seo.replace(TITLE, "")}\n</head>`);
  const [hoisted = ""] = LEADING_HEAD_TAGS.exec(rendered.html) ?? [];
  const body = rendered.html.slice(hoisted.length);
  const title = TITLE.exec(hoisted)?.[0];
  const otherHoisted = hoisted.replace(title ?? "", "");
  if (title) html = html.replace(TITLE, () => title);
  if (otherHoisted) html = html.replace("</head>", () => `${otherHoisted}\n</head>`);
  // A page with a button that works only with scripts keeps a tap on it until they have run.
  if (body.includes(EARLY_TAP_ATTRIBUTE))
    html = html.replace("</head>", () => `<script>${EARLY_TAPS_SCRIPT}</script>\n</head>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, "");
  const root = ROOT.exec(html);
  if (!root) return html;
  return [
    `${html.slice(0, root.index)}<div id="root">`,
    body,
    `</div><script type="application/json" id="page-data">${scriptSafeJson(rendered.data)}</script>`,
    html.slice(root.index + root[0].length),
  ];
}

/** A page's answer from its HTML, whole or in parts: a page full of rupee signs is a two-byte string, so it is encoded to UTF-8 once, here. */
function pageAnswer(status: number, html: string | string[], caching: PageCaching, more: Partial<PageAnswer> = {}): PageAnswer {
  const body = typeof html === "string" ? Buffer.from(html) : Buffer.concat(html.map((part) => Buffer.from(part)));
  return { status, body, etag: etagOf(body), caching, ...more };
}

/** A page that lives at another address now: 301, with a link for a client that does not follow it. */
function movedTo(location: string): PageAnswer {
  const html = `<!doctype html><title>Moved</title><p>This page has moved to <a href="${escapeAttribute(location)}">${escapeAttribute(location)}</a>.</p>`;
  return pageAnswer(301, html, "shared", { location });
}

const RENDERS_AT_ONCE = 2;

/**
 * The storefront's pages. Public pages (home, search, products, reviews, the shop's own pages and
 * "not found") are rendered on the server when the web app was built with its renderer, so they
 * are whole before any script runs; the others (account, checkout, admin) are the app's shell.
 * Every page gets hints that let a phone start on its first screen at once: the route's scripts
 * and its largest picture are fetched while the entry script still loads. This is asked only for a
 * page the server has not kept, so each call that renders costs the visitor's address one render.
 */
export function storefrontPages(
  webDistDir: string,
  deps: SettingsDeps & { rateLimiter: RateLimiter },
  renderPage?: RenderPage,
) {
  const { db } = deps;
  const spendRender = renderBudget(deps.rateLimiter, deps.config.abuse.pageRendersPerMinute);
  // A render is 10–40 ms of CPU in one go, and React runs it without giving the event loop back:
  // fifty at once would hold every request (a checkout's too) for a second or more. Two at a time,
  // each starting on a fresh turn of the loop, keep one rendering while the other reads its data.
  const renders = takingTurns(RENDERS_AT_ONCE);
  const builtTemplate = readFileSync(join(webDistDir, "index.html"), "utf8");
  const pageScripts = readPageScripts(webDistDir);

  const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;

  /**
   * The route's scripts. A rendered page is whole without them: they wait until its first screen
   * is shown, so on a slow line they do not share it with the largest picture. An empty shell needs
   * the shop at once.
   */
  function scriptHints(pathname: string, { rendered }: { rendered: boolean }): string[] {
    const shop = rendered ? [] : pageScripts.shop.map(modulePreload);
    const matched = matchRoute(pathname);
    if (!matched) return shop;
    const modules = (pageScripts.routes.get(matched.route) ?? []).map(modulePreload);
    return rendered && modules.length > 0
      ? [`<template id="${PAGE_SCRIPTS_ID}">${modules.join("")}</template>`]
      : [...shop, ...modules];
  }

  /** The shell's first picture, for a page the browser renders, read as the page will find it. */
  async function shellImageHints(pathname: string, searchParams: URLSearchParams, context: PageContext): Promise<string[]> {
    const matched = matchRoute(pathname);
    if (!matched) return [];
    // The page works without its picture hint; a failed lookup must never cost the shopper the page.
    const images = await firstScreenImages(db, matched.route, matched.params, searchParams).catch((error: unknown) => {
      context.log.warn({ err: error }, "first-screen image hint skipped");
      return [];
    });
    return images.map(imageLink);
  }

  return async function page(url: string, context: PageContext): Promise<PageAnswer> {
    const { pathname, searchParams } = new URL(url, "http://shop.invalid");
    const render = isClientRenderedPage(pathname) ? undefined : renderPage;
    // A rendered product page is checked against the product its render reads, after it (below).
    const moved = render && isProductPage(pathname) ? undefined : await slugRedirect(db, pathname, searchParams);
    if (moved) return movedTo(moved);
    if (render) {
      const refusal = await spendRender(context.ip);
      if (refusal) return pageAnswer(refusal.status, refusal.html, "never", { retryAfterSeconds: refusal.retryAfterSeconds });
    }
    const brand = await shopBrand(deps);
    const template = brandedTemplate(builtTemplate, brand);
    if (!render) {
      const hints = [...(await shellImageHints(pathname, searchParams, context)), ...scriptHints(pathname, { rendered: false })];
      return pageAnswer(200, documentOf(template, hints, context.shopper), "own");
    }
    const reads = watchedReads(context.api());
    const rendered = await renders.run(() => render(url, reads.read, context.shopper));
    // Asked by its id or an old slug: the render is not sent, the shopper is sent on to the current address.
    const productMoved = isProductPage(pathname) ? await slugRedirect(db, pathname, searchParams, readProductSlug(reads.answers)) : undefined;
    if (productMoved) return movedTo(productMoved);
    if (rendered.undeclared?.length) {
      // Still whole, but rendered twice: its route's data declaration (apps/web routeData) misses these.
      context.log.warn({ url, undeclared: rendered.undeclared }, "page rendered twice for data its route does not declare");
    }
    // Made from what the render read; a page whose head could not be made is sent, but not kept.
    let headMissing = false;
    const [head, shop] = await Promise.all([
      pageHead(db, pathname, searchParams, reads.answers).catch((error: unknown) => {
        context.log.warn({ err: error }, "page head made without its data");
        headMissing = true;
        return { seo: pageWithoutData(pathname), images: [] };
      }),
      shopIdentityFor(deps, readShopAbout(reads.answers)),
    ]);
    await nextEventLoopTurn();
    const hints = [...head.images.map(imageLink), ...scriptHints(pathname, { rendered: true })];
    const html = documentOf(template, hints, context.shopper, { ...rendered, seo: seoHead(head.seo, shop) });
    const failed = reads.failed();
    if (failed.length === 0 && !headMissing) return pageAnswer(rendered.status, html, "shared", { tags: reads.tags() });
    // This visitor still gets the page, whole but for what failed, which the app asks for again in
    // the browser (only settled answers travel with the page). No one else is sent it.
    context.log.warn({ failedReads: failed }, "page rendered without some of its data; not kept");
    return pageAnswer(rendered.status, html, "never");
  };
}
