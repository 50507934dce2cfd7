import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL, type EarlyTap, type EarlyTapKind } from "@pallu/domain";

type TapQueue = EarlyTap[] & { closed?: boolean };

let held: EarlyTap[] = [];

/** The attribute that has the page keep this element's taps until the scripts run. */
export const earlyTap = (kind: EarlyTapKind) => ({ [EARLY_TAP_ATTRIBUTE]: kind });

/**
 * Takes the taps the page kept while its scripts were on their way, and stops it keeping more:
 * called just before hydration, after which the app's own handlers answer every tap.
 */
export function holdEarlyTaps() {
  const queue = (window as unknown as Record<string, TapQueue | undefined>)[EARLY_TAPS_GLOBAL];
  if (!queue || queue.closed) return;
  queue.closed = true;
  held = queue.slice();
}

/** The buttons the page marked busy stop saying so: their taps have been answered. */
function releaseTappedButtons() {
  for (const button of document.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}][aria-busy]`)) {
    button.removeAttribute("aria-busy");
  }
}

/**
 * The taps made on `path` before the shop came to life, in the order they were made. They are
 * given once: every later call answers none, and taps made on another page are dropped.
 */
export function takeEarlyTaps(path: string): EarlyTap[] {
  if (held.length === 0) return [];
  const taps = held.filter((tap) => tap.path === path);
  held = [];
  releaseTappedButtons();
  return taps;
}
