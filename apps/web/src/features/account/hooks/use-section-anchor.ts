import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings a section such as #manageAccount into view once the page has drawn it (docs/shop-rules.md#my-account).
 * The shell scrolls every new page to the top first, so this runs after the content is ready.
 */
export function useSectionAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: "smooth", block: "start" });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready, hash]);
}
