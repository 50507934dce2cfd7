import { pageWindow } from "@pallu/domain";
import { Link } from "@/lib/link";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-[14px] font-semibold transition-colors";

/**
 * Prev, up to two pages either side of the current one, Next; nothing for a single page (docs/shop-rules.md#pagination).
 * The storefront's search and the back office's lists share it; `className` spaces it on the page.
 */
export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  className = "mt-10",
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const pages = pageWindow(currentPage, totalPages);
  if (pages.length === 0) return null;
  const hasPrev = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label="Pagination" className={`flex flex-wrap items-center justify-center gap-1.5 ${className}`}>
      {hasPrev ? (
        <Link to={hrefFor(currentPage - 1)} className={`${cell} gap-1 text-maroon hover:bg-maroon/8`}>
          <ChevronLeftIcon size={18} />
          Prev
        </Link>
      ) : (
        <span aria-disabled="true" className={`${cell} gap-1 text-ink-muted/60`}>
          <ChevronLeftIcon size={18} />
          Prev
        </span>
      )}
      {pages.map((page) =>
        page === currentPage ? (
          <span key={page} aria-current="page" className={`${cell} bg-maroon text-ivory`}>
            <span className="sr-only">Page </span>
            {page}
          </span>
        ) : (
          <Link key={page} to={hrefFor(page)} className={`${cell} text-ink hover:bg-maroon/8`}>
            <span className="sr-only">Page </span>
            {page}
          </Link>
        ),
      )}
      {hasNext ? (
        <Link to={hrefFor(currentPage + 1)} className={`${cell} gap-1 text-maroon hover:bg-maroon/8`}>
          Next
          <ChevronRightIcon size={18} />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${cell} gap-1 text-ink-muted/60`}>
          Next
          <ChevronRightIcon size={18} />
        </span>
      )}
    </nav>
  );
}
