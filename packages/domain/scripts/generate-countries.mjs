// Writes src/country-facts.ts: every country's name and currency, and the states or provinces of
// the countries whose postal addresses name one, from the country-state-city package.
// Run from the repository root: node packages/domain/scripts/generate-countries.mjs
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { stdout } from "node:process";
import { URL, fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { Country, State } = require("country-state-city");
const { version } = require("country-state-city/package.json");

/** Countries whose couriers need the state, province or emirate on the label. */
const REGION_COUNTRIES = ["AE", "AU", "BR", "CA", "MX", "MY", "US"];
const byName = (a, b) => a.localeCompare(b, "en");

const countries = Country.getAllCountries()
  .filter((country) => /^[A-Z]{2}$/.test(country.isoCode) && /^[A-Z]{3}$/.test(country.currency ?? ""))
  .map((country) => ({ code: country.isoCode, name: country.name.trim(), currency: country.currency }))
  .sort((a, b) => byName(a.name, b.name));
if (countries.length < 200) throw new Error(`expected about 250 countries, got ${countries.length}`);

const regions = REGION_COUNTRIES.map((code) => {
  const names = [...new Set(State.getStatesOfCountry(code).map((state) => state.name.trim()))].filter((name) => name && !name.includes("|")).sort(byName);
  if (names.length === 0) throw new Error(`no states for ${code}`);
  return [code, names.join("|")];
});

const lines = [
  `// Generated from country-state-city@${version} by packages/domain/scripts/generate-countries.mjs; do not edit.`,
  "// Regenerate from the repository root: node packages/domain/scripts/generate-countries.mjs",
  "",
  '/** Every country as "code|name|currency" (ISO 3166-1 alpha-2, English name, ISO 4217), by name. */',
  "export const COUNTRY_ROWS: readonly string[] = [",
  ...countries.map((country) => `  ${JSON.stringify(`${country.code}|${country.name}|${country.currency}`)},`),
  "];",
  "",
  '/** The states or provinces of the countries whose addresses name one, joined by "|", alphabetical. */',
  "export const COUNTRY_REGION_LISTS: Readonly<Record<string, string>> = {",
  ...regions.map(([code, list]) => `  ${code}: ${JSON.stringify(list)},`),
  "};",
  "",
];
const target = fileURLToPath(new URL("../src/country-facts.ts", import.meta.url));
writeFileSync(target, lines.join("\n"));
stdout.write(`wrote ${countries.length} countries and the regions of ${regions.length} to ${target}\n`);
