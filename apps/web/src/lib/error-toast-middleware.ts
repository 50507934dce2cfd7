import type { Middleware } from "@reduxjs/toolkit";
import { notify } from "./notify";
import { errorMessage } from "./api-errors";

type Refusal = { type?: unknown; payload?: unknown; meta?: { rejectedWithValue?: unknown; arg?: { endpointName?: string } } };

/** A request the API answered with a refusal, told by its action's shape (Redux Toolkit's `isRejectedWithValue`, which its code may not have loaded). */
const isRefusal = (action: Refusal) =>
  typeof action.type === "string" && action.type.endsWith("/rejected") && action.meta?.rejectedWithValue === true;

/**
 * The single place where a failed request becomes an error toast (docs/shop-rules.md#messages: the server's
 * message). Endpoints whose failure is part of normal flow (a guest's session check, an optional
 * section) are listed as quiet by the store that composes them.
 */
export function createErrorToastMiddleware(quietEndpoints: readonly string[]): Middleware {
  const quiet = new Set(quietEndpoints);
  return () => (next) => (action) => {
    const refusal = action as Refusal;
    if (isRefusal(refusal)) {
      const endpoint = refusal.meta?.arg?.endpointName;
      if (!endpoint || !quiet.has(endpoint)) {
        const message = errorMessage(refusal.payload);
        // The same message twice (several calls failing while offline) shows as one toast.
        notify.error(message, { id: message });
      }
    }
    return next(action);
  };
}
