import { attributeLines, type ProductDetail } from "@pallu/domain";
import { DetailsTable } from "./details-table";

/** Below the description: what the saree is (its attributes, as a short list) and the seller's information table. */
export default function ProductInformation({ product }: { product: Pick<ProductDetail, "attributes" | "details"> }) {
  const attributes = attributeLines(product.attributes);
  return (
    <>
      {attributes.length > 0 && (
        <section aria-labelledby="attributes-title">
          <h2 id="attributes-title" className="text-[24px] font-semibold">
            Details
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-[14px]">
            {attributes.map((line) => (
              <div key={line.heading} className="contents">
                <dt className="font-semibold text-ink-muted">{line.heading}</dt>
                <dd className="text-ink">{line.detail}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {product.details.length > 0 && (
        <section aria-labelledby="information-title">
          <h2 id="information-title" className="text-[24px] font-semibold">
            Information
          </h2>
          <div className="mt-2">
            <DetailsTable details={product.details} caption="Product information" />
          </div>
        </section>
      )}
    </>
  );
}
