/**
 * A tap made on a rendered page before its scripts have run (docs/decisions/0016-first-tap-replayed.md).
 * The server puts EARLY_TAPS_SCRIPT in such a page's head; the app takes the taps just before it
 * hydrates and answers each one once.
 */

/** Marks an element whose tap is kept until the scripts run: its value is the tap's kind. */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";
/** The window property the page's taps wait in; it is marked `closed` once the app has taken them. */
export const EARLY_TAPS_GLOBAL = "pagesEarlyTaps";

export type EarlyTapKind = "cart" | "wishlist" | "size";

export type EarlyTap = {
  kind: string;
  /** The page's path when tapped: a tap belongs to that page alone. */
  path: string;
  /** The size chosen on the page when tapped (the tapped size, for a size). */
  size: string | null;
};

// Hand-packed: it is in the head of every page that has such a button, and its exact text is
// hashed into the content security policy. It records, and only marks a button busy (an attribute
// hydration leaves alone); it changes no text, which would not match the app's first render.
export const EARLY_TAPS_SCRIPT =
  `(function(){var q=window.${EARLY_TAPS_GLOBAL}=[];addEventListener("click",function(e){` +
  `var b=!q.closed&&e.target.closest&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]"),` +
  `s=document.querySelector("[${EARLY_TAP_ATTRIBUTE}=size]:checked");if(!b)return;` +
  `q.push({kind:b.getAttribute("${EARLY_TAP_ATTRIBUTE}"),path:location.pathname,size:s&&s.value});` +
  `if(b.type=="button")b.setAttribute("aria-busy","true")},true)})()`;
