import { categoryNameOf, formatRupees, stockSummary, type ProductSummary } from "@pallu/domain";
import { NoPicture } from "@/components/brand/no-picture";
import { Link } from "@/lib/link";
import { SizedImage } from "@/components/ui/sized-image";
import { CardFigure } from "../../shared/components/detail-row";
import { ShareToChats } from "@/components/ui/share-to-chats";

const CARD_SIZES = "(min-width: 1280px) 18vw, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw";

/**
 * A product of the Manage Products grid (docs/shop-rules.md#product-form): image, name, category, stock and price. Stock is
 * every piece in every size, with the sizes beside it; out of stock only when every size is.
 */
export function AdminProductCard({ product }: { product: ProductSummary }) {
  const image = product.images[0];
  const stock = stockSummary(product.buyingOption);
  const outOfStock = stock.outOfStock;
  const bySize = stock.sizes.length > 1 || stock.sizes.some((size) => size.size !== "NA");
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-sand bg-white shadow-card transition-shadow hover:shadow-lg">
      <Link to={`/admin/product/${product._id}`} className="group flex flex-1 flex-col">
        <div className="relative aspect-[4/5] bg-ivory-deep">
          {image ? (
            <SizedImage
              src={image}
              sizes={CARD_SIZES}
              alt=""
              className="h-full w-full object-cover"
              width={640}
              height={800}
            />
          ) : (
            <NoPicture />
          )}
          {product.hidden && (
            <span className="absolute top-2 right-2 rounded-sm bg-gold px-2 py-1 text-[11px] font-extrabold tracking-wider text-ink">
              DRAFT
            </span>
          )}
          {outOfStock && (
            <span className="absolute top-2 left-2 rounded-sm bg-ink/80 px-2 py-1 text-[11px] font-extrabold tracking-wider text-ivory">
              OUT OF STOCK
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="truncate text-[11px] font-bold tracking-[0.14em] text-gold-text uppercase">
            {categoryNameOf(product) ?? "No category"}
          </p>
          <h2 className="line-clamp-2 font-display text-[18px] leading-snug font-semibold text-ink group-hover:text-maroon">
            {product.name}
          </h2>
          <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-[13px]">
            <CardFigure label="Stock" valueClassName={`font-bold ${outOfStock ? "text-saffron-deep" : "text-ink"}`}>
              {stock.total}
            </CardFigure>
            <CardFigure label="Price" className="text-right">
              {formatRupees(product.minPrice)}
            </CardFigure>
          </dl>
          {bySize && (
            <p aria-label="Stock by size" className="text-[12px] leading-snug text-ink-muted">
              {stock.sizes.map((size, index) => (
                <span
                  key={`${size.size}-${index}`}
                  className={size.stock === 0 ? "font-semibold text-saffron-deep" : undefined}
                >
                  {index > 0 && " · "}
                  {size.size} {size.stock}
                </span>
              ))}
            </p>
          )}
        </div>
      </Link>
      {!product.hidden && (
        <div className="border-t border-sand p-2">
          <ShareToChats product={{ name: product.name, slug: product.slug, price: product.minPrice }} compact />
        </div>
      )}
    </li>
  );
}
