import type { ProductDetail } from "@pallu/domain";

/** What a piece sold beyond the shelf says: when it is woven, or when it launches. */
export default function MadeToOrderNote({ product, onShelf }: { product: ProductDetail; onShelf: boolean }) {
  const launch = product.availableFrom ? new Date(`${product.availableFrom}T00:00:00Z`) : null;
  return (
    <p className="rounded-xl border border-gold/50 bg-ivory-deep px-4 py-3 text-[14px]">
      {launch ? (
        <>
          <strong>Pre-order:</strong> launches{" "}
          {launch.toLocaleDateString("en-IN", { day: "numeric", month: "long", timeZone: "UTC" })}; sent from then.
        </>
      ) : onShelf ? (
        <>
          <strong>Ready to ship</strong>, and woven to order in {product.madeToOrderDays} working days once these are gone.
        </>
      ) : (
        <>
          <strong>Woven to order</strong> in {product.madeToOrderDays} working days, then sent to you.
        </>
      )}
    </p>
  );
}
