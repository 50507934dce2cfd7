import { readFileSync } from "node:fs";

/** A PIN code's place: its state as the address form names it, and a city of that state's list when one matches. */
export type PinPlace = { state: string; city: string | null };

type Directory = { states: string[]; pincodes: Record<string, [number, string | null]> };

let directory: Directory | undefined;

// Read on first use (about 0.5 MB): a shop that never asks about a PIN code never loads it.
function loaded(): Directory {
  directory ??= JSON.parse(
    readFileSync(new URL("../../../assets/india-pincodes.json", import.meta.url), "utf8"),
  ) as Directory;
  return directory;
}

/** Where a PIN code is, from the bundled all-India directory (see scripts/build-pincode-directory.ts); undefined for one that does not exist. */
export function placeOfPincode(pincode: string): PinPlace | undefined {
  const { states, pincodes } = loaded();
  const entry = pincodes[pincode];
  if (!entry) return undefined;
  return { state: states[entry[0]]!, city: entry[1] };
}
