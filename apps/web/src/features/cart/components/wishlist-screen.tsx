import { HeartIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { pluralize } from "@/lib/format";
import { useWishlist } from "../hooks/use-wishlist";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeading } from "@/components/ui/page-heading";
import { SyncedList } from "./saved-list";
import { WishlistItem } from "./wishlist-item";

/** /wishlist (spec §2): 'My Wishlist' with the saved pieces; a guest's are kept in the browser until they sign in. */
export function WishlistScreen({ isGuest = false }: { isGuest?: boolean }) {
  const { lines, status, isInCart, moveToCart, remove, retry } = useWishlist();

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 md:px-8 md:pt-12">
      <PageHeading
        eyebrow="Saved for later"
        title="My Wishlist"
        aside={lines.length > 0 ? pluralize(lines.length, "piece", "pieces") : undefined}
      />
      <SyncedList
        what="wishlist"
        status={status}
        count={lines.length}
        isGuest={isGuest}
        onRetry={retry}
        skeleton={
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading your wishlist">
            <Skeleton className="h-44 rounded-2xl" />
            <Skeleton className="h-44 rounded-2xl" />
          </div>
        }
        empty={
          <EmptyState icon={<HeartIcon size={30} />} title="Your wishlist is empty">
            Tap the heart on any saree to keep it here while you decide.
          </EmptyState>
        }
      >
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Your saved pieces">
          {lines.map((line) => (
            <WishlistItem
              key={line.buyingOptionId}
              line={line}
              inCart={isInCart(line)}
              onMoveToCart={() => moveToCart(line)}
              onRemove={() => remove(line.buyingOptionId)}
            />
          ))}
        </ul>
      </SyncedList>
    </div>
  );
}
