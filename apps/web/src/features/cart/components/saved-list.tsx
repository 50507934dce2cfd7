import type { ReactNode } from "react";
import { Link } from "@/lib/link";
import { PageHeading } from "@/components/ui/page-heading";
import { Price } from "@/components/ui/price";
import { pluralize } from "@/lib/format";
import type { CartLine } from "../cart-lines";
import type { SyncStatus } from "../cart-slice";
import { LineThumb } from "./line-thumb";
import { SizeLabel } from "./size-label";
import { SyncProblem } from "./sync-problem";
import type { LineInCurrency } from "../hooks/use-cart-in-currency";

/* The pieces the cart and wishlist screens share. */

/**
 * A saved list (cart or wishlist) while it syncs: nothing is ever shown as empty before it is known
 * to be. A failed sync with nothing kept offers a retry, a first load shows `skeleton` (a guest's
 * list is in the browser, never loading), then `empty` or the lines.
 */
export function SyncedList({
  what,
  status,
  count,
  isGuest = false,
  onRetry,
  skeleton,
  empty,
  children,
}: {
  what: string;
  status: SyncStatus;
  count: number;
  isGuest?: boolean;
  onRetry: () => void;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (status === "failed" && count === 0) return <SyncProblem what={what} onRetry={onRetry} />;
  const loading = !isGuest && (status === "idle" || status === "loading");
  if (loading && count === 0) return skeleton;
  return count === 0 ? empty : children;
}

/** Each saved list's page: its heading, and the room kept below it (taller where a bar is pinned to a phone's foot). */
const PAGES = {
  cart: { eyebrow: "Your selection", title: "My Cart", bottom: "pb-32 md:pb-20" },
  wishlist: { eyebrow: "Saved for later", title: "My Wishlist", bottom: "pb-20" },
} as const;

/**
 * The page of a saved list: the mid-width column with its heading and count of `pieces` (the
 * lines unless told), then the list as it syncs (see SyncedList).
 */
export function SyncedListPage({
  list,
  saved,
  pieces = saved.lines.length,
  ...shown
}: {
  list: keyof typeof PAGES;
  saved: { lines: readonly unknown[]; status: SyncStatus; retry: () => void };
  pieces?: number;
  isGuest: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  const page = PAGES[list];
  const count = saved.lines.length;
  return (
    <div className={`mx-auto max-w-6xl px-4 pt-6 md:px-8 md:pt-12 ${page.bottom}`}>
      <PageHeading
        eyebrow={page.eyebrow}
        title={page.title}
        aside={count > 0 ? pluralize(pieces, "piece", "pieces") : undefined}
      />
      <SyncedList what={list} status={saved.status} count={count} onRetry={saved.retry} {...shown} />
    </div>
  );
}

/** How a line sits in its list: a row of the cart, or a card of the wishlist. */
const LOOKS = {
  cart: {
    item: "flex gap-4 py-5 first:pt-0 md:gap-6",
    thumb: "h-32 w-[6.4rem] md:h-40 md:w-32",
    head: "flex items-start justify-between gap-3",
    name: "font-display text-[19px] leading-snug font-semibold text-ink md:text-[22px]",
  },
  wishlist: {
    item: "flex gap-4 rounded-2xl border border-sand bg-white/55 p-3 shadow-card md:p-4",
    thumb: "h-36 w-28 md:h-40 md:w-32",
    head: "flex items-start justify-between gap-2",
    name: "font-display text-[19px] leading-snug font-semibold text-ink",
  },
} as const;

/** A line of the cart or the wishlist: photo, linked name with `aside` beside it, size and price, then `children`. */
export function LineCard({
  line,
  look,
  aside,
  children,
  shown,
}: {
  line: Pick<CartLine, "productId" | "image" | "name" | "size" | "price" | "originalPrice">;
  look: keyof typeof LOOKS;
  /** The line's price in the shopper's currency, when she reads another than rupees. */
  shown?: LineInCurrency | undefined;
  aside: ReactNode;
  children: ReactNode;
}) {
  const classes = LOOKS[look];
  return (
    <li className={classes.item}>
      <LineThumb productId={line.productId} image={line.image} className={classes.thumb} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className={classes.head}>
          <h3 className={classes.name}>
            <Link to={`/product/${line.productId}`} className="line-clamp-2 hover:text-maroon">
              {line.name}
            </Link>
          </h3>
          {aside}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <SizeLabel size={line.size} />
          {shown ? (
            <Price price={shown.price} originalPrice={shown.originalPrice} currency={shown.currency} />
          ) : (
            <Price price={line.price} originalPrice={line.originalPrice} />
          )}
        </div>
        {children}
      </div>
    </li>
  );
}
