import type { Footer } from "@pallu/domain";
import type { ShopIdentity } from "./seo-page.js";

export const SHOP_NAME = "Pallu";
export const SHOP_TAGLINE = "Handwoven Sarees & Indian Clothing";
/** The storefront's ivory page colour: shared-link pictures sit on it. */
export const SHOP_BACKGROUND = "#fbf7f0";

/** The shop's identity from its public address and the footer the seller keeps in the back office. */
export function shopIdentity(publicUrl: string, footer: Footer): ShopIdentity {
  return {
    name: SHOP_NAME,
    tagline: SHOP_TAGLINE,
    baseUrl: publicUrl.replace(/\/+$/, ""),
    about: footer.about,
    email: footer.email,
    phone: footer.phone,
    sameAs: Object.values(footer.social).filter((url): url is string => typeof url === "string" && /^https?:\/\//.test(url)),
  };
}
