import type { SerializedError } from "@reduxjs/toolkit";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";

export const OFFLINE_MESSAGE = "You seem to be offline. Please check your connection and try again.";
export const GENERIC_MESSAGE = "Something went wrong. Please try again.";

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === "object" && error !== null && "status" in error;
}

/** The text a shopper sees for a failed call: the server's own message whenever it sent one. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | unknown): string {
  if (isFetchError(error)) {
    if (error.status === "FETCH_ERROR" || error.status === "TIMEOUT_ERROR") return OFFLINE_MESSAGE;
    const data = (error as { data?: unknown }).data;
    if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string") {
      return data.message;
    }
    return GENERIC_MESSAGE;
  }
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return GENERIC_MESSAGE;
}

export function errorStatus(error: unknown): number | string | undefined {
  return isFetchError(error) ? error.status : undefined;
}
