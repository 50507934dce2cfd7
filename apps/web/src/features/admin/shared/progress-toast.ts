/**
 * The loading toasts (docs/shop-rules.md#messages): "Creating Product" and friends, replaced by the server's
 * message when the call succeeds. On failure the loading toast simply goes away: the one error
 * toast comes from the API's error middleware, never from here.
 */
/** What an RTK Query trigger resolves to: data on success, error otherwise. */
type CallResult<T> = { data?: T; error?: unknown };

const library = () => import("react-hot-toast");

export async function withProgressToast<T extends { message: string }>(
  loadingText: string,
  call: PromiseLike<CallResult<T>>,
): Promise<T | undefined> {
  const { toast } = await library();
  const id = toast.loading(loadingText);
  const result = await call;
  if (result.data !== undefined) {
    toast.success(result.data.message, { id });
    return result.data;
  }
  toast.dismiss(id);
  return undefined;
}

/** A success toast with the server's message, for calls the spec gives no loading text. */
export async function toastResult<T extends { message: string }>(
  call: PromiseLike<CallResult<T>>,
): Promise<T | undefined> {
  const result = await call;
  if (result.data === undefined) return undefined;
  const { toast } = await library();
  toast.success(result.data.message);
  return result.data;
}
