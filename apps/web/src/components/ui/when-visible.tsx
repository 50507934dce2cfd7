import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders its children once the spot comes near the screen (by `margin`), so below-the-fold
 * sections fetch their code and data only for shoppers who scroll to them. Holds `minHeight`
 * until then, so the page does not jump.
 */
export function WhenVisible({
  children,
  margin = "600px",
  minHeight = 0,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
}) {
  const spot = useRef<HTMLDivElement>(null);
  // Hidden on the server too, so a server-rendered page hydrates as it was sent; a browser that
  // cannot tell what is on screen shows everything.
  const [seen, setVisible] = useState(false);
  const visible = seen || (typeof window !== "undefined" && typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = spot.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);

  if (visible) return children;
  return <div ref={spot} aria-hidden="true" style={{ minHeight }} />;
}
