import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePrefersReducedMotion } from "@/lib/media-query";

/** Every route change starts at the top of the page, smoothly unless motion is reduced (docs/shop-rules.md#shell). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
    // Only a new address scrolls; a change of motion preference does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
  return null;
}
