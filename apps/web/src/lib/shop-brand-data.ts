import type { DataRequest } from "./data-request";
import { shopBrandRead } from "./shop-brand";

/** The shop's name and colours, which every page shows; for the server to fetch before it renders. */
export const shopBrandData = (): DataRequest => shopBrandRead();
