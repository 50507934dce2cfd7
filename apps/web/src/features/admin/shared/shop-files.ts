import { API_PREFIX } from "@pallu/domain";
import { saveFile } from "@/lib/save-file";
import { readSessionToken } from "@/lib/session";

/**
 * Files the back office sends and fetches outside the API store (PDFs, CSVs, uploads whose
 * problems the page shows itself): the call signed in as the admin, and the answer saved as a file.
 */
export async function callShop(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readSessionToken();
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      ...init,
      credentials: "include",
      headers: { ...(init.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error("Could not reach the shop. Check your connection and try again.");
  }
}

/** The server's message of a failed answer, or the fallback. */
export async function failureMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/** Saves an answer as a file, named as the server named it or by the fallback. */
export async function saveAnswer(response: Response, fallbackName: string): Promise<void> {
  const given = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  saveFile(await response.blob(), given ?? fallbackName);
}

/** Fetches a file and saves it; a failure throws the server's message. */
export async function downloadFromShop(
  path: string,
  init: RequestInit,
  fallbackName: string,
  fallbackMessage: string,
): Promise<void> {
  const response = await callShop(path, init);
  if (!response.ok) throw new Error(await failureMessage(response, fallbackMessage));
  await saveAnswer(response, fallbackName);
}
