import { useSyncExternalStore } from "react";

/*
 * The code the shopper typed, kept for this browser tab from the cart to the checkout page (and
 * across a reload) in session storage; the server decides on every quote whether it applies.
 */
const KEY = "pallu.couponCode";
const listeners = new Set<() => void>();
/** Where the code lives when the browser keeps no session storage. */
let memory: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

/** Keeps the code (trimmed; an empty one is none) or forgets it, and tells every box showing it. */
export function storeCouponCode(code: string | null) {
  const kept = code?.trim() || null;
  try {
    if (kept) window.sessionStorage.setItem(KEY, kept);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode): the code then lasts as long as the page.
  }
  memory = kept;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The code the shopper has entered, or null. */
export function useCouponCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
