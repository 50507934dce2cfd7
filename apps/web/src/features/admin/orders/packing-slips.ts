import { API_PREFIX, type PackingSlipsBody } from "@pallu/domain";
import { saveFile } from "@/lib/save-file";
import { readSessionToken } from "@/lib/session";

const FALLBACK_MESSAGE = "Could not print the packing slips. Please try again.";

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : FALLBACK_MESSAGE;
  } catch {
    return FALLBACK_MESSAGE;
  }
}

/** The filename the server gave the PDF, or one of today's date. */
function filenameOf(response: Response): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return given ?? `packing-slips-${new Date().toISOString().slice(0, 10)}.pdf`;
}

/**
 * Downloads one PDF of the packing slips (and invoices) of these orders, in this order. A PDF is
 * not an API answer the store keeps, so it is fetched directly and saved through a link.
 */
export async function downloadPackingSlips(orderIds: string[]): Promise<void> {
  const token = readSessionToken();
  const body: PackingSlipsBody = { orderIds };
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/order/packingSlips`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("Could not reach the shop. Check your connection and try again.");
  }
  if (!response.ok) throw new Error(await failureMessage(response));

  saveFile(await response.blob(), filenameOf(response));
}
