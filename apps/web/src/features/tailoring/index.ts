import { lazy } from "react";

/** The storefront's side of stitching: the product page's ready-to-wear panel, loaded only for a product with services. */
export type { ReadyToWearChoice } from "./components/ready-to-wear-panel";
export const ReadyToWearPanel = /* @__PURE__ */ lazy(() => import("./components/ready-to-wear-panel"));
