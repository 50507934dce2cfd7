import type { ShopBrand } from "@pallu/domain";
import type { ShopIdentity } from "./seo-page.js";

/** The storefront's ivory page colour: shared-link pictures sit on it. */
export const SHOP_BACKGROUND = "#fbf7f0";

/** The shop's public address without the trailing slash every path is written after. */
export function publicBase(publicUrl: string): string {
  let base = publicUrl;
  while (base.endsWith("/")) base = base.slice(0, -1);
  return base;
}

/** The shop's identity: its public address, the brand and contacts of its settings, and the footer's "about" text. */
export function shopIdentity(publicUrl: string, brand: ShopBrand, about: string): ShopIdentity {
  return {
    name: brand.name,
    tagline: brand.tagline,
    baseUrl: publicBase(publicUrl),
    about,
    email: brand.email,
    phone: brand.phone,
    logo: brand.logoUrl || undefined,
    sameAs: Object.values(brand.social).filter((url) => /^https?:\/\//.test(url)),
  };
}
