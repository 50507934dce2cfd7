import { Link } from "@/lib/link";
import type { DashboardFigures } from "../api/dashboard-api";

/** Products whose invoices cannot name what was sold until they have an HSN code. */
export function NeedsTaxData({ needsTaxData }: { needsTaxData: DashboardFigures["needsTaxData"] }) {
  if (needsTaxData.count === 0) return null;
  const more = needsTaxData.count - needsTaxData.products.length;
  return (
    <section
      aria-labelledby="needs-tax-data"
      className="mb-5 rounded-2xl border border-saffron/50 bg-saffron/10 p-4 md:p-5"
    >
      <h2 id="needs-tax-data" className="font-display text-[22px] font-semibold text-maroon-dark">
        {needsTaxData.count === 1
          ? "1 product needs tax data"
          : `${needsTaxData.count.toLocaleString("en-IN")} products need tax data`}
      </h2>
      <p className="mt-1 text-[14px] text-ink-muted">
        Without an HSN code an invoice cannot name what was sold, and garments are taxed at the higher slab. Add it on
        each product, or as the default of its category.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {needsTaxData.products.map((product) => (
          <li key={product._id}>
            <Link
              to={`/admin/product/${product._id}`}
              className="inline-block rounded-full border border-sand bg-white px-3 py-1 text-[13px] font-semibold text-maroon hover:border-maroon"
            >
              {product.name}
            </Link>
          </li>
        ))}
        {more > 0 && <li className="px-2 py-1 text-[13px] text-ink-muted">and {more.toLocaleString("en-IN")} more</li>}
      </ul>
    </section>
  );
}
