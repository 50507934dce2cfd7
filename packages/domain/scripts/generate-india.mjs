// Writes src/india-cities.ts: India's 36 states and union territories with their cities, from the
// country-state-city package, compacted to one "|"-joined string per state so the web can lazy-load it.
// Run from the repository root: node packages/domain/scripts/generate-india.mjs
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { stdout } from "node:process";
import { URL, fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { City, State } = require("country-state-city");
const { version } = require("country-state-city/package.json");

const EXPECTED_STATES = 36;
const byName = (a, b) => a.localeCompare(b, "en");

const states = State.getStatesOfCountry("IN")
  .map((state) => ({
    name: state.name,
    cities: [...new Set(City.getCitiesOfState("IN", state.isoCode).map((city) => city.name.trim()))]
      .filter((name) => name && !name.includes("|"))
      .sort(byName),
  }))
  .sort((a, b) => byName(a.name, b.name));

if (states.length !== EXPECTED_STATES)
  throw new Error(`expected ${EXPECTED_STATES} states and union territories, got ${states.length}`);
const empty = states.filter((state) => state.cities.length === 0);
if (empty.length > 0) throw new Error(`no cities for ${empty.map((state) => state.name).join(", ")}`);

const lines = [
  `// Generated from country-state-city@${version} by packages/domain/scripts/generate-india.mjs; do not edit.`,
  "// Regenerate from the repository root: node packages/domain/scripts/generate-india.mjs",
  "",
  "/** The states and union territories of India, alphabetical. */",
  `export const INDIA_STATE_NAMES = ${JSON.stringify(states.map((state) => state.name))} as const;`,
  "",
  '/** The cities of INDIA_STATE_NAMES[i], alphabetical, joined by "|". */',
  "export const INDIA_CITY_LISTS: readonly string[] = [",
  ...states.map((state) => `  ${JSON.stringify(state.cities.join("|"))},`),
  "];",
  "",
];

const target = fileURLToPath(new URL("../src/india-cities.ts", import.meta.url));
writeFileSync(target, lines.join("\n"));
const cityCount = states.reduce((sum, state) => sum + state.cities.length, 0);
stdout.write(`wrote ${target}: ${states.length} states, ${cityCount} cities\n`);
