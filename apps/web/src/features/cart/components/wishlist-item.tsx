import { messages } from "@pallu/domain";
import type { WishlistLine } from "../cart-lines";
import { Link } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { TrashIcon } from "@/components/ui/account-icons";
import { Price } from "@/components/ui/price";
import { LineThumb } from "./line-thumb";
import { SizeLabel } from "./size-label";

/** A saved piece: photo, name, size and price, with Move to Cart and a way to let it go. */
export function WishlistItem({
  line,
  inCart,
  onMoveToCart,
  onRemove,
}: {
  line: WishlistLine;
  inCart: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-sand bg-white/55 p-3 shadow-card md:p-4">
      <LineThumb productId={line.productId} image={line.image} className="h-36 w-28 md:h-40 md:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-display text-[19px] leading-snug font-semibold text-ink">
            <Link to={`/product/${line.productId}`} className="line-clamp-2 hover:text-maroon">
              {line.name}
            </Link>
          </h3>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${line.name} from wishlist`}
            title="Remove from wishlist"
            className="-mt-1 -mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-maroon/8 hover:text-maroon"
          >
            <TrashIcon size={18} />
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <SizeLabel size={line.size} />
          <Price price={line.price} originalPrice={line.originalPrice} />
        </div>
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
      </div>
    </li>
  );
}
