import type { Footer } from "@pallu/domain";
import type { ShopIdentity } from "./seo-page.js";

export const SHOP_NAME = "Pallu";
export const SHOP_TAGLINE = "Handwoven Sarees & Indian Clothing";
/** The storefront's ivory page colour: shared-link pictures sit on it. */
export const SHOP_BACKGROUND = "#fbf7f0";

/** The shop's public address without the trailing slash every path is written after. */
export function publicBase(publicUrl: string): string {
  let base = publicUrl;
  while (base.endsWith("/")) base = base.slice(0, -1);
  return base;
}

/** The shop's identity from its public address and the footer the seller keeps in the back office. */
export function shopIdentity(publicUrl: string, footer: Footer): ShopIdentity {
  return {
    name: SHOP_NAME,
    tagline: SHOP_TAGLINE,
    baseUrl: publicBase(publicUrl),
    about: footer.about,
    email: footer.email,
    phone: footer.phone,
    sameAs: Object.values(footer.social).filter(
      (url): url is string => typeof url === "string" && /^https?:\/\//.test(url),
    ),
  };
}
