import { Link } from "@/lib/link";
import type { DashboardFigures } from "../api/dashboard-api";
import { DashboardCard } from "./dashboard-card";

/** Sizes at or below the low-stock threshold set in the shop settings, fewest pieces first. */
export function LowStock({ lowStock }: { lowStock: DashboardFigures["lowStock"] }) {
  if (lowStock.count === 0) return null;
  const more = lowStock.count - lowStock.sizes.length;
  return (
    <DashboardCard
      id="low-stock"
      title="Low stock"
      spacing="mb-5"
      note={`Sizes with ${lowStock.threshold.toLocaleString("en-IN")} or fewer pieces left. Change the threshold in Settings.`}
    >
      <ul className="mt-3 divide-y divide-sand">
        {lowStock.sizes.map((size) => (
          <li key={`${size._id}-${size.size}`} className="flex items-baseline justify-between gap-3 py-2 text-[14px]">
            <Link
              to={`/admin/product/${size._id}`}
              className="min-w-0 truncate font-semibold text-maroon hover:underline"
            >
              {size.name}
              {size.size === "NA" ? "" : ` (${size.size})`}
            </Link>
            <span className={size.stock === 0 ? "font-semibold text-saffron-deep" : "text-ink-muted"}>
              {size.stock === 0 ? "Sold out" : `${size.stock} left`}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-[13px] text-ink-muted">and {more.toLocaleString("en-IN")} more</p>}
    </DashboardCard>
  );
}
