import { copyrightYear } from "@pallu/domain";
import { Link } from "@/lib/link";
import { CurrencyChooser } from "@/components/currency/currency-chooser";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/info-icons";
import { mailHref, telHref } from "@/lib/contact-links";
import { useShopBrand } from "@/lib/shop-brand";
import { useGetFooterQuery } from "../api/site-api";
import { SocialLinks } from "./social-links";

const SHOP_LINKS = [
  { to: "/aboutUs", label: "Our Story" },
  { to: "/contactUs", label: "Contact Us" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/refund", label: "Refund Policy" },
];

const QUICK_LINKS = [
  { to: "/orders", label: "My Orders" },
  { to: "/cart", label: "My Cart" },
  { to: "/myaccount", label: "My Account" },
];

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-[20px] font-semibold text-gold-light">{title}</h2>
      <ul className="mt-3 space-y-2 text-[14px]">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-ivory/80 hover:text-ivory hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { data: footer } = useGetFooterQuery();
  const brand = useShopBrand();
  return (
    <footer className="mt-auto bg-maroon-dark text-ivory">
      <div className="zari-band opacity-80" />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-12 md:grid-cols-[1.4fr_1fr_1fr_1.3fr] md:px-8 md:py-16">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="font-display text-[34px] leading-tight font-bold text-ivory">
            {brand.name}
          </Link>
          {brand.tagline && <p className="mt-1 text-[12px] font-bold tracking-[0.2em] text-gold-light uppercase">{brand.tagline}</p>}
          <p className="mt-3 max-w-xs text-[14px] text-ivory/75">
            {footer?.about ||
              "Handwoven sarees and Indian clothing, bought straight from weaving families across India."}
          </p>
          <div className="mt-5">
            <SocialLinks footer={footer} />
          </div>
          <div className="mt-5 flex items-center gap-3 text-[14px] text-ivory/80">
            <span>Prices in</span>
            <CurrencyChooser opensUp className="h-10 border-ivory/30 px-4 text-[14px] text-ivory hover:border-ivory hover:bg-ivory/10" />
          </div>
        </div>
        <FooterColumn title="The Shop" links={SHOP_LINKS} />
        <FooterColumn title="Quick Links" links={QUICK_LINKS} />
        <div className="col-span-2 md:col-span-1">
          <h2 className="font-display text-[20px] font-semibold text-gold-light">Get in Touch</h2>
          <ul className="mt-3 space-y-2.5 text-[14px] text-ivory/80">
            {footer?.email && (
              <li>
                <a href={mailHref(footer.email)} className="inline-flex items-center gap-2 hover:text-ivory hover:underline">
                  <MailIcon size={17} /> {footer.email}
                </a>
              </li>
            )}
            {footer?.phone && (
              <li>
                <a href={telHref(footer.phone)} className="inline-flex items-center gap-2 hover:text-ivory hover:underline">
                  <PhoneIcon size={17} /> {footer.phone}
                </a>
              </li>
            )}
            {footer?.address && (
              <li className="flex items-start gap-2">
                <MapPinIcon size={17} className="mt-0.5 shrink-0" />
                <span>{footer.address}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-center text-[12px] tracking-wide text-ivory/65 md:px-8">
          © {copyrightYear()} {brand.name}. Woven with care in India.
        </p>
      </div>
    </footer>
  );
}
