import type { ReadAnswer } from "@/lib/page-query";

/** The id of the script element a server-rendered page carries its API answers in. */
export const PAGE_DATA_ID = "page-data";

/** What a server-rendered page carries for the browser: the answers it was rendered from, by their address. */
export type PageData = { answers: Record<string, ReadAnswer> };

/** The API answers the server rendered this page from, if it did. */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
