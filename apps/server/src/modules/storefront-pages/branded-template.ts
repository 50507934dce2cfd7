import type { ShopBrand } from "@pallu/domain";
import { escapeHtml } from "../../integrations/mail/escape-html.js";

/** The standard icon, for a shop whose seller has not uploaded her own. */
export const STANDARD_ICON = "/favicon.svg";

const brandLine = (brand: ShopBrand) => (brand.tagline ? `${brand.name} — ${brand.tagline}` : brand.name);

/**
 * The built index.html in the seller's name: its title, description, colour, icon and web app
 * manifest, so no page (a rendered one or the app's shell) carries the name the shop was built with.
 */
export function brandedTemplate(template: string, brand: ShopBrand): string {
  const line = escapeHtml(brandLine(brand));
  const icon = brand.iconUrl
    ? `<link rel="icon" type="image/png" href="${escapeHtml(brand.iconUrl)}"><link rel="apple-touch-icon" href="${escapeHtml(brand.iconUrl)}">`
    : `<link rel="icon" type="image/svg+xml" href="${STANDARD_ICON}">`;
  // Functions as replacements, so "$" in the seller's text is never read as a pattern.
  return template
    .replace(/<title\b[^>]*>[^<]*<\/title>/, () => `<title>${line}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${line}">`)
    .replace(/<meta\s+name="theme-color"[^>]*>/, () => `<meta name="theme-color" content="${escapeHtml(brand.colour)}">`)
    .replace(/<link\s+rel="icon"[^>]*>/, () => `${icon}<link rel="manifest" href="/manifest.webmanifest">`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${escapeHtml(brand.name)} needs JavaScript to show the shop.</noscript>`);
}

/** The web app manifest: what a phone names and shows when a shopper adds the shop to her home screen. */
export function webManifest(brand: ShopBrand) {
  return {
    name: brand.name,
    short_name: brand.shortName,
    description: brandLine(brand),
    start_url: "/",
    display: "standalone",
    background_color: "#fbf7f0",
    theme_color: brand.colour,
    icons: brand.iconUrl
      ? [{ src: brand.iconUrl, sizes: "512x512", type: "image/png", purpose: "any" }]
      : [{ src: STANDARD_ICON, sizes: "any", type: "image/svg+xml" }],
  };
}
