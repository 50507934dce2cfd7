import type { ShopBrand } from "@pallu/domain";
import { api } from "./api";

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

export const shopBrandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<ShopBrand, void>({
      // Asked again (a 304 when unchanged) rather than taken from the browser's cache, so a seller
      // who has just renamed the shop sees the new name at once.
      query: () => ({ url: "/site/getBrand", cache: "no-cache" }),
      transformResponse: (response: { brand: ShopBrand }) => response.brand,
      providesTags: ["Site"],
    }),
  }),
});

/** The seller's shop as Settings names it: name, logo, colour, contact details and links. */
export function useShopBrand(): ShopBrand {
  const { data } = shopBrandApi.useGetBrandQuery();
  return data ?? NO_BRAND_YET;
}
