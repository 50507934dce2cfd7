import { messages } from "@pallu/domain";
import type { WishlistLine } from "../cart-lines";
import type { LineInCurrency } from "../hooks/use-cart-in-currency";
import { Button, ButtonLink } from "@/components/ui/button";
import { TrashIcon } from "@/components/ui/account-icons";
import { LineCard } from "./saved-list";

/** A saved piece: photo, name, size and price, with Move to Cart and a way to let it go. */
export function WishlistItem({
  line,
  shown,
  inCart,
  onMoveToCart,
  onRemove,
}: {
  line: WishlistLine;
  /** Its price in the shopper's currency, when she reads another than rupees. */
  shown?: LineInCurrency | undefined;
  inCart: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}) {
  return (
    <LineCard
      line={line}
      look="wishlist"
      shown={shown}
      aside={
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${line.name} from wishlist`}
          title="Remove from wishlist"
          className="-mt-1 -mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-maroon/8 hover:text-maroon"
        >
          <TrashIcon size={18} />
        </button>
      }
    >
      <div className="mt-auto pt-1">
        {!line.inStock ? (
          <p className="text-[14px] font-bold text-maroon">{messages.product.thisItemOutOfStock}</p>
        ) : inCart ? (
          <ButtonLink to="/cart" variant="outline" size="sm">
            In your cart · View Cart
          </ButtonLink>
        ) : (
          <Button size="sm" onClick={onMoveToCart}>
            Move to Cart
          </Button>
        )}
      </div>
    </LineCard>
  );
}
