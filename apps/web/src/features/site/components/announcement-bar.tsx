import { Link } from "@/lib/link";
import { useShopperCurrencies } from "@/lib/shopper-currency";
import { useGetBannerQuery } from "../api/site-api";

/**
 * The editable one-line banner above the header; a link when the shop gave one. It speaks to
 * shoppers in India (free shipping, cash on delivery): one reading another currency reads instead
 * what is true for her, where the shop ships that pays in it and on what terms.
 */
export function AnnouncementBar() {
  const { data: banner } = useGetBannerQuery();
  const { currency, offered } = useShopperCurrencies();
  // The server says what is true of shipping to the countries that pay in her currency (abroadShippingNote).
  const abroad = offered.find((offer) => offer.currency === currency)?.note;
  const text = abroad || banner?.text?.trim() || "Free shipping across India · Cash on delivery available";
  const link = abroad ? undefined : banner?.link?.trim();
  const content = <span className={abroad ? "line-clamp-2" : "line-clamp-1"}>{text}</span>;
  return (
    <div className="bg-maroon-dark px-4 py-2 text-center text-[12px] font-semibold tracking-[0.08em] text-gold-light">
      {link ? (
        link.startsWith("/") ? (
          <Link to={link} className="hover:underline">
            {content}
          </Link>
        ) : (
          <a href={link} className="hover:underline" rel="noopener">
            {content}
          </a>
        )
      ) : (
        content
      )}
    </div>
  );
}
