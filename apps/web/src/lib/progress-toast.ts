import { notify } from "./notify";

type Settled = { data?: unknown; error?: unknown };

function messageOf(data: unknown): string | undefined {
  if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string") return data.message;
  return undefined;
}

/**
 * Runs a request under a loading toast (docs/shop-rules.md#messages: 'Signing In...', 'Updating User...'). Success
 * replaces it with the server's message, or `successText` (null: no success toast, when the page
 * itself shows the answer); a failure only clears it, because the error toast middleware already
 * shows the server's message for every failed request.
 */
export async function withProgressToast<R extends Settled>(
  loadingText: string,
  request: PromiseLike<R>,
  successText?: (data: NonNullable<R["data"]>) => string | null,
): Promise<R> {
  const id = notify.loading(loadingText);
  const result = await request;
  if (result.error !== undefined || result.data === undefined) {
    notify.dismiss(id);
    return result;
  }
  const data = result.data as NonNullable<R["data"]>;
  const message = successText ? successText(data) : messageOf(data);
  if (message) notify.success(message, { id });
  else notify.dismiss(id);
  return result;
}
