import type { ReactNode } from "react";
import { Link } from "@/lib/link";
import type { SearchFilters } from "../search-filters";

/** The address of the listing with these filters changed (from the page, which owns the query string). */
export type HrefFor = (patch: Partial<SearchFilters>) => string;

const CHIP =
  "inline-flex min-h-9 items-center rounded-full border px-3.5 text-[13px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-deep";
const OFF = "border-sand bg-white/70 text-ink hover:border-maroon/60";
const ON = "border-maroon bg-maroon text-ivory";

/**
 * A filter of /search drawn as a chip: a link to the listing with it, so it works before any script
 * runs and the page keeps its place when it does.
 */
export function FilterLink({ href, on, children }: { href: string; on: boolean; children: ReactNode }) {
  return (
    <Link to={href} preventScrollReset aria-current={on ? "true" : undefined} className={`${CHIP} ${on ? ON : OFF}`}>
      {children}
    </Link>
  );
}
