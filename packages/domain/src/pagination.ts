/** Page numbers shown by the pager: up to two either side of the current page (docs/shop-rules.md#pagination). */
export function pageWindow(currentPage: number, totalPages: number, radius = 2): number[] {
  if (totalPages <= 1) return [];
  const first = Math.max(1, currentPage - radius);
  const last = Math.min(totalPages, currentPage + radius);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
}

export function totalPagesFor(totalCount: number, limit: number): number {
  return Math.ceil(totalCount / limit);
}
