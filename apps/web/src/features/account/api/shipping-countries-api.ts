import { api } from "@/lib/api";

export type ShippingCountry = { code: string; name: string; currency: string };
type ShippingCountries = { countries: ShippingCountry[]; currencies: { currency: string; exchangeRate: number }[] };

/** Where the shop ships outside India, and the rates its prices abroad are shown at (docs/selling-abroad.md). */
export const shippingCountriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingCountries: build.query<ShippingCountries, void>({ query: () => "/site/shippingCountries" }),
  }),
});

export const { useGetShippingCountriesQuery } = shippingCountriesApi;
