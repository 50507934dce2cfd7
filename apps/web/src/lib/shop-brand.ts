import type { ShopBrand } from "@pallu/domain";
import { usePageRead, type PageRead } from "./page-query";

/** What the pages show until the shop's brand has arrived: no name at all rather than a wrong one. */
const NO_BRAND_YET: ShopBrand = {
  name: "",
  shortName: "",
  tagline: "",
  colour: "#6b0f1a",
  logoUrl: "",
  iconUrl: "",
  email: "",
  phone: "",
  whatsapp: "",
  address: "",
  social: { instagram: "", facebook: "", youtube: "", whatsapp: "" },
};

// Asked again (a 304 when unchanged) rather than taken from the browser's cache, so a seller who
// has just renamed the shop sees the new name at once.
export const shopBrandRead = (): PageRead<ShopBrand> => ({
  path: "/site/getBrand",
  read: (answer: { brand: ShopBrand }) => answer.brand,
  revalidate: true,
});

/** The seller's shop as Settings names it: name, logo, colour, contact details and links. */
export function useShopBrand(): ShopBrand {
  return usePageRead(shopBrandRead()).data ?? NO_BRAND_YET;
}
