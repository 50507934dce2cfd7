import { HeartIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useWishlistInCurrency } from "../hooks/use-cart-in-currency";
import { useWishlist } from "../hooks/use-wishlist";
import { EmptyState } from "@/components/ui/empty-state";
import { SyncedListPage } from "./saved-list";
import { WishlistItem } from "./wishlist-item";

/** /wishlist (docs/shop-rules.md#wishlist): 'My Wishlist' with the saved pieces; a guest's are kept in the browser until they sign in. */
export function WishlistScreen({ isGuest = false }: { isGuest?: boolean }) {
  const wishlist = useWishlist();
  const { lines, isInCart, moveToCart, remove } = wishlist;
  const inCurrency = useWishlistInCurrency(lines);

  return (
    <SyncedListPage
      list="wishlist"
      saved={wishlist}
      isGuest={isGuest}
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
            shown={inCurrency?.lines.get(line.buyingOptionId)}
            inCart={isInCart(line)}
            onMoveToCart={() => moveToCart(line)}
            onRemove={() => remove(line.buyingOptionId)}
          />
        ))}
      </ul>
    </SyncedListPage>
  );
}
