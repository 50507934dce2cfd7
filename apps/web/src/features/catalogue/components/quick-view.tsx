import { categoryNameOf, formatAmount, formatRupees, showsDiscountBadge } from "@pallu/domain";
import { useId } from "react";
import { buttonClasses, CloseButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { SizedImage } from "@/components/ui/sized-image";
import { Skeleton } from "@/components/ui/skeleton";
import { Stars } from "@/components/ui/stars";
import { useAppDispatch, useAppSelector } from "@/lib/store-hooks";
import { Link } from "@/lib/link";
import { useProduct } from "../hooks/use-priced-products";
import { cardPriceShown } from "../prices-shown";
import { quickViewClosed, selectQuickViewProduct } from "../quick-view-slice";
import { DetailsTable } from "./details-table";
import { DEFAULT_CATEGORY_NAME } from "../default-category";

/** The quick view overlay (docs/shop-rules.md#product-cards): one instance for the whole shop, opened from any card. */
export function QuickView() {
  const product = useAppSelector(selectQuickViewProduct);
  const dispatch = useAppDispatch();
  const close = () => dispatch(quickViewClosed());
  return (
    <Modal open={product !== null} onClose={close} label={product?.name} placement="center" panelClassName="max-w-4xl">
      {product && <QuickViewBody productId={product._id} onClose={close} />}
    </Modal>
  );
}

function QuickViewBody({ productId, onClose }: { productId: string; onClose: () => void }) {
  const summary = useAppSelector(selectQuickViewProduct);
  const { data: detail, isLoading } = useProduct(productId);
  const titleId = useId();
  const product = detail ?? summary;
  if (!product) return null;
  // The card it was opened from says its price in the shopper's currency.
  const shown = summary && cardPriceShown(summary);
  const image = product.images[0];

  return (
    <div className="grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="relative aspect-[4/5] bg-ivory-deep max-md:max-h-[46dvh] max-md:w-full md:aspect-auto md:h-full md:min-h-[520px] md:overflow-hidden md:rounded-l-2xl">
        {image && (
          <SizedImage
            src={image}
            sizes="(min-width: 768px) 400px, 100vw"
            alt={product.name}
            loading="eager"
            width={640}
            height={800}
            className="h-full w-full object-cover"
          />
        )}
        {showsDiscountBadge(product.maxDiscount) && (
          <span className="absolute top-3 left-3 rounded-sm bg-maroon px-2 py-1 text-[11px] font-extrabold tracking-wider text-ivory">
            {Math.round(product.maxDiscount)}% OFF
          </span>
        )}
      </div>
      <div className="flex flex-col gap-3 p-5 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="eyebrow">{categoryNameOf(product) ?? DEFAULT_CATEGORY_NAME}</p>
            <h2 id={titleId} className="mt-1 text-[28px] font-semibold">
              {product.name}
            </h2>
          </div>
          <CloseButton
            label="Close quick view"
            onClick={onClose}
            className="-mt-1 -mr-2 h-10 w-10 shrink-0 text-maroon hover:bg-maroon/8"
          />
        </div>
        <div className="flex items-center gap-3 text-[13px] text-ink-muted">
          <Stars value={product.rating} size={15} />
          <span>{product.reviewCount > 0 ? `${product.reviewCount} reviews` : "No reviews yet"}</span>
        </div>
        <p className="text-[17px]">
          <span className="text-ink-muted">Price </span>
          <span className="font-bold">{shown ? formatAmount(shown.price, shown.currency) : formatRupees(product.minPrice)}</span>
        </p>
        <p className="line-clamp-5 text-[14px] text-ink-muted">{product.description}</p>
        <div className="rounded-xl border border-sand bg-white/50 px-4 py-1">
          {isLoading ? (
            <div className="space-y-3 py-3">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-3/5" />
            </div>
          ) : (
            <DetailsTable details={detail?.details ?? []} caption="Product information" />
          )}
        </div>
        <div className="mt-2 flex gap-3">
          <Link to={`/product/${encodeURIComponent(product.slug)}`} onClick={onClose} className={buttonClasses("primary", "lg", "flex-1")}>
            View More
          </Link>
        </div>
      </div>
    </div>
  );
}
