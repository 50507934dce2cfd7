import { PAGE_SCRIPTS_ID } from "@pallu/domain";

/** Longest the scripts wait for the first screen's picture: past it the page comes to life without. */
const PICTURE_WAIT_MS = 3000;
/** A shopper reaching for the page starts its scripts at once, picture or not. */
const REACHING = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Runs `start` once, when the first screen has been painted with its largest picture (the one
 * marked `fetchpriority="high"`), when the shopper first touches, types or focuses, or at once in
 * a hidden tab, which paints nothing.
 */
export function afterFirstScreen(start: () => void) {
  if (document.visibilityState === "hidden") return start();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of REACHING) window.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of REACHING) window.addEventListener(type, startOnce, { capture: true, passive: true });

  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // A picture that fails to decode has nothing to wait for either.
  const decoded = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  const waited = new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS));
  void Promise.race([decoded, waited]).then(() =>
    // A frame's callback runs just before its paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(startOnce, 0)),
  );
}

/** Lets the browser fetch the page's route scripts, held back by the server until the page was shown. */
export function releasePageScripts() {
  const held = document.getElementById(PAGE_SCRIPTS_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content.cloneNode(true));
}
