import type { ServiceOffer } from "@pallu/domain";

/** Blouse stitching as a silk saree offers it: to measure, not returnable, in round and boat neck. */
export const STITCHING: ServiceOffer = {
  id: "stitching",
  kind: "blouseStitching",
  name: "Blouse stitching",
  pricePaise: 120_000,
  leadDays: 7,
  needsMeasurements: true,
  returnable: false,
  styles: [
    { id: "round", name: "Round neck", pricePaise: 120_000, image: null },
    { id: "boat", name: "Boat neck", pricePaise: 150_000, image: null },
  ],
};

/** Fall and pico: two working days, and a fall cut and sewn on does not come back. */
export const FALL_PICO: ServiceOffer = {
  id: "fall-pico",
  kind: "fallPico",
  name: "Fall and pico",
  pricePaise: 15_000,
  leadDays: 2,
  needsMeasurements: false,
  returnable: false,
  styles: [],
};
