import type { PageRead } from "./page-query";

/**
 * One answer a server-rendered page needs, asked before the page renders, and what else it needs
 * once that answer has arrived (a product's offers follow from its id).
 */
export type DataRequest = PageRead<unknown> & { then?: (data: never) => DataRequest[] };
