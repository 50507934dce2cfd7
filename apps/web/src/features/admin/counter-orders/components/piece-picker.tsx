import { formatRupees, NO_SIZE, type ProductSummary } from "@pallu/domain";
import { useDeferredValue, useState } from "react";
import { Thumbnail } from "@/components/ui/sized-image";
import { SearchBox } from "../../shared/components/fields";
import { useFindPiecesQuery } from "../api/counter-orders-api";
import type { DraftLine } from "../new-order-draft";

const MATCHES_SHOWN = 6;

/** The pieces of the order: a product found by name, then the size (with its price and what is left) to add. */
export function PiecePicker({ onAdd }: { onAdd: (line: Omit<DraftLine, "quantity">) => void }) {
  const [search, setSearch] = useState("");
  const wanted = useDeferredValue(search.trim());
  const { currentData: products = [], isFetching: isLoading } = useFindPiecesQuery({ search: wanted, limit: MATCHES_SHOWN }, { skip: wanted.length < 2 });
  const found: ProductSummary[] = wanted.length < 2 ? [] : products;

  return (
    <div className="space-y-3">
      <SearchBox label="Find a product" className="block" placeholder={isLoading ? "Searching…" : "Search by name"} value={search} onChange={(event) => setSearch(event.target.value)} />
      {found.length > 0 && (
        <ul className="space-y-2">
          {found.map((product) => (
            <li key={product._id} className="flex gap-3 rounded-xl border border-sand bg-white/70 p-3">
              <div className="h-[72px] w-[54px] shrink-0 overflow-hidden rounded-md bg-ivory-deep">
                {product.images[0] && <Thumbnail src={product.images[0]} width={54} height={72} className="h-full w-full object-cover" />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-[14px] font-semibold text-ink">{product.name}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {product.buyingOption.map((option) => (
                    <button
                      key={option._id}
                      type="button"
                      disabled={option.stock === 0}
                      onClick={() => {
                        setSearch("");
                        onAdd({
                          productId: product._id,
                          sizeId: option._id,
                          name: product.name,
                          size: option.size,
                          price: option.discountedPrice,
                          stock: option.stock,
                          image: product.images[0] ?? null,
                        });
                      }}
                      className="min-h-10 rounded-full border border-maroon/60 px-3 text-[13px] font-semibold text-maroon hover:bg-maroon hover:text-ivory disabled:border-sand disabled:text-ink-muted disabled:hover:bg-transparent"
                    >
                      {option.size === NO_SIZE ? "Add" : `Add ${option.size}`} · {formatRupees(option.discountedPrice)} ·{" "}
                      {option.stock === 0 ? "sold out" : `${option.stock} left`}
                    </button>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {wanted.length >= 2 && !isLoading && found.length === 0 && <p className="text-[14px] text-ink-muted">No product matches “{search.trim()}”.</p>}
    </div>
  );
}
