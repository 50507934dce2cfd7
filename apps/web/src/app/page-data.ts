/** The id of the script element a server-rendered page carries its API answers in. */
export const PAGE_DATA_ID = "page-data";

/** The API answers the server rendered this page from, if it did. */
export function readPageData(): Record<string, unknown> | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}
