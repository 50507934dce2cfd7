import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIRST_SCREEN_ROUTES } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { firstScreenImages, type ImageHint } from "./first-screen-image.js";
import { readRouteChunks } from "./route-chunks.js";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

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
    `fetchpriority="high"`,
  ];
  return `<link ${attributes.filter(Boolean).join(" ")}>`;
}

/**
 * The app's index.html for a page, with hints that let a phone start on the first screen at once:
 * the route's own scripts and its largest picture are fetched while the entry script still loads,
 * instead of one round trip after another.
 */
export function pageHtml(webDistDir: string, db: Queryable) {
  const template = readFileSync(join(webDistDir, "index.html"), "utf8");
  const routeChunks = readRouteChunks(webDistDir);

  return async function render(url: string, log: { warn(details: object, message: string): void }): Promise<string> {
    const { pathname, searchParams } = new URL(url, "http://shop.invalid");
    const matched = matchRoute(pathname);
    if (!matched) return template;
    const scripts = (routeChunks.get(matched.route) ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
    // The page works without its picture hint; a failed lookup must never cost the shopper the page.
    const images = await firstScreenImages(db, matched.route, matched.params, searchParams).catch((error: unknown) => {
      log.warn({ err: error }, "first-screen image hint skipped");
      return [];
    });
    const hints = [...images.map(imageLink), ...scripts];
    // A function, so "$" in a URL is never read as a replacement pattern.
    return hints.length === 0 ? template : template.replace("</head>", () => `${hints.join("\n")}\n</head>`);
  };
}
