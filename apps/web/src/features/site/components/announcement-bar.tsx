import { Link } from "react-router";
import { useGetBannerQuery } from "../api/site-api";

/** The editable one-line banner above the header; a link when the shop gave one. */
export function AnnouncementBar() {
  const { data: banner } = useGetBannerQuery();
  const text = banner?.text?.trim() || "Free shipping across India · Cash on delivery available";
  const link = banner?.link?.trim();
  const content = <span className="line-clamp-1">{text}</span>;
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
