import { COUNTRY_REGION_LISTS, COUNTRY_ROWS } from "./country-facts.js";
import { HOME_CURRENCY } from "./money.js";

/** The shop's own country: an address, an order or a price that names no country is India's. */
export const HOME_COUNTRY = "IN";

export type Country = { code: string; name: string; currency: string };

let byCode: Map<string, Country> | undefined;

// Built on first use only: importing this module costs nothing until a country is looked up.
function countryIndex(): Map<string, Country> {
  byCode ??= new Map(
    COUNTRY_ROWS.map((row) => {
      const [code = "", name = "", currency = ""] = row.split("|");
      return [code, { code, name, currency }];
    }),
  );
  return byCode;
}

/** Every country, by name. */
export function allCountries(): Country[] {
  return [...countryIndex().values()];
}

export function countryOf(code: string): Country | undefined {
  return countryIndex().get(code.toUpperCase());
}

/** "United States" for "US"; the code itself for a code the list does not know. */
export function countryName(code: string): string {
  return countryOf(code)?.name ?? code;
}

/** The currency a country's shoppers pay in (ISO 4217). */
export function currencyOfCountry(code: string): string {
  return countryOf(code)?.currency ?? HOME_CURRENCY;
}

/** The states or provinces an address in this country must name one of; none when it names none. */
export function regionsOf(code: string): readonly string[] {
  return COUNTRY_REGION_LISTS[code.toUpperCase()]?.split("|") ?? [];
}

/** An address with no country, or with India's, follows India's rules (PIN code, 10-digit phone). */
export function isHomeCountry(code: string | null | undefined): boolean {
  return !code || code.toUpperCase() === HOME_COUNTRY;
}
