import { pageWindow } from "@pallu/domain";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-[14px] font-semibold transition-colors";

/** Prev, up to two pages either side, Next; nothing for a single page (spec §2). */
export function Pager({
  currentPage,
  totalPages,
  hrefFor,
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const pages = pageWindow(currentPage, totalPages);
  if (pages.length === 0) return null;
  const edge = (page: number, label: "Prev" | "Next", enabled: boolean) => {
    const content =
      label === "Prev" ? (
        <>
          <ChevronLeftIcon size={18} /> Prev
        </>
      ) : (
        <>
          Next <ChevronRightIcon size={18} />
        </>
      );
    return enabled ? (
      <Link to={hrefFor(page)} className={`${cell} gap-1 text-maroon hover:bg-maroon/8`}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${cell} gap-1 text-ink-muted/60`}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {edge(currentPage - 1, "Prev", currentPage > 1)}
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
      {edge(currentPage + 1, "Next", currentPage < totalPages)}
    </nav>
  );
}
