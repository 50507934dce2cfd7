import { INDIA_CITY_LISTS, INDIA_STATE_NAMES } from "./india-cities.js";

/** The 36 states and union territories of India an address may name, alphabetical. */
export const INDIA_STATES: readonly string[] = INDIA_STATE_NAMES;

let citiesByState: Map<string, readonly string[]> | undefined;

// Split on first use only: importing this module costs nothing until a city is looked up.
function cityIndex(): Map<string, readonly string[]> {
  citiesByState ??= new Map(INDIA_STATE_NAMES.map((state, i) => [state, (INDIA_CITY_LISTS[i] ?? "").split("|")]));
  return citiesByState;
}

export function isIndiaState(state: string): boolean {
  return cityIndex().has(state);
}

/** The cities of a state, alphabetical; none for a name that is not a state. */
export function citiesOf(state: string): readonly string[] {
  return cityIndex().get(state) ?? [];
}

export function isCityOfState(city: string, state: string): boolean {
  return citiesOf(state).includes(city);
}
