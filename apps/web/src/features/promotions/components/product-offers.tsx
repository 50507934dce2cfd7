import { TagIcon } from "@/components/ui/commerce-icons";
import { useGetOffersQuery } from "../api/offers-read";
import { offerLimits, offerText } from "../offer-text";

/** The automatic offers a product has now, one short line each, under its price; nothing when there are none. */
export function ProductOffers({ productId }: { productId: string }) {
  const { data: offers } = useGetOffersQuery(productId);
  if (!offers || offers.length === 0) return null;
  return (
    <ul aria-label="Offers" className="mt-3 space-y-1.5 border-t border-dashed border-gold/50 pt-3">
      {offers.map((offer) => {
        const limits = offerLimits(offer, offers.length > 1);
        return (
          <li key={offer._id} className="flex items-start gap-2 text-[13.5px] text-ink">
            <TagIcon size={17} className="mt-px shrink-0 text-gold-text" />
            <span>
              <span className="font-bold text-leaf">{offerText(offer)}</span>
              {offer.title && <span className="text-ink-muted"> · {offer.title}</span>}
              {limits && <span className="block text-[12.5px] text-ink-muted">{limits}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
