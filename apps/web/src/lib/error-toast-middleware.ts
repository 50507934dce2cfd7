import { isRejectedWithValue, type Middleware } from "@reduxjs/toolkit";
import { notify } from "./notify";
import { errorMessage } from "./api-errors";

/**
 * The single place where a failed request becomes an error toast (docs/shop-rules.md#messages: the server's
 * message). Endpoints whose failure is part of normal flow (a guest's session check, an optional
 * section) are listed as quiet by the store that composes them.
 */
export function createErrorToastMiddleware(quietEndpoints: readonly string[]): Middleware {
  const quiet = new Set(quietEndpoints);
  return () => (next) => (action) => {
    if (isRejectedWithValue(action)) {
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (!endpoint || !quiet.has(endpoint)) {
        const message = errorMessage(action.payload);
        // The same message twice (several calls failing while offline) shows as one toast.
        notify.error(message, { id: message });
      }
    }
    return next(action);
  };
}
