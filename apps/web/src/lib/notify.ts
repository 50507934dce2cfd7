import type { ToastOptions } from "react-hot-toast";

/**
 * Toasts without putting the toast library on the first load: it is fetched the first time a
 * toast is shown (or when the toaster mounts after the page settles).
 */
const library = () => import("react-hot-toast");

let loadingCount = 0;

export const notify = {
  error(message: string, options?: ToastOptions) {
    void library().then(({ toast }) => toast.error(message, options));
  },
  success(message: string, options?: ToastOptions) {
    void library().then(({ toast }) => toast.success(message, options));
  },
  /** A loading toast (docs/shop-rules.md#messages); a success or error given the returned id replaces it. */
  loading(message: string, options?: ToastOptions): string {
    loadingCount += 1;
    const id = options?.id ?? `loading-${loadingCount}`;
    void library().then(({ toast }) => toast.loading(message, { ...options, id }));
    return id;
  },
  dismiss(id: string) {
    void library().then(({ toast }) => toast.dismiss(id));
  },
};
