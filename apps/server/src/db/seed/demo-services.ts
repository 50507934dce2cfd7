import type { ServiceOffer } from "@pallu/domain";

const style = (id: string, name: string, rupees: number) => ({ id, name, pricePaise: rupees * 100, image: `/services/${id}.svg` });

/**
 * What the demo shop does to its sarees before they leave: stitches the blouse piece in one of
 * five styles, and finishes the saree with fall and pico. The ids are stable, so a cart kept
 * across a re-seed still names them.
 */
export const DEMO_SAREE_SERVICES: ServiceOffer[] = [
  {
    id: "blouse-stitching",
    kind: "blouseStitching",
    name: "Blouse stitching",
    pricePaise: 90_000,
    leadDays: 7,
    needsMeasurements: true,
    returnable: false,
    styles: [
      style("round-neck", "Round neck", 900),
      style("boat-neck", "Boat neck", 1100),
      style("sweetheart", "Sweetheart neck", 1200),
      style("sleeveless", "Sleeveless", 1000),
      style("elbow-sleeves", "Elbow sleeves", 1300),
    ],
  },
  {
    id: "fall-pico",
    kind: "fallPico",
    name: "Fall and pico",
    pricePaise: 15_000,
    leadDays: 2,
    needsMeasurements: false,
    returnable: false,
    styles: [],
  },
];
