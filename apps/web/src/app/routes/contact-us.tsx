import type { ComponentType, ReactNode } from "react";
import { WhatsAppIcon } from "@/components/ui/brand-icons";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/info-icons";
import { Skeleton } from "@/components/ui/skeleton";
import { SocialLinks, useGetFooterQuery } from "@/features/site";
import { mailHref, telHref, whatsappHref } from "@/lib/contact-links";
import { StaticPage } from "../layouts/static-page";
import { useShopBrand } from "@/lib/shop-brand";

function ContactCard({
  Icon,
  title,
  children,
}: {
  Icon: ComponentType<{ size?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-sand bg-white/55 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-maroon text-gold-light">
        <Icon size={20} />
      </span>
      <span className="min-w-0">
        <span className="block font-display text-[20px] font-semibold text-maroon-dark">{title}</span>
        <span className="block break-words text-[15px]">{children}</span>
      </span>
    </li>
  );
}

const linkClass = "font-semibold text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon";

export default function ContactUsRoute() {
  const { data: footer, isLoading } = useGetFooterQuery();
  const { name } = useShopBrand();
  return (
    <StaticPage
      eyebrow="We are here to help"
      title="Contact Us"
      intro="Questions about a saree, an order or a return? Write, call or message us."
    >
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {footer?.email && (
            <ContactCard Icon={MailIcon} title="Email">
              <a href={mailHref(footer.email)} className={linkClass}>
                {footer.email}
              </a>
            </ContactCard>
          )}
          {footer?.phone && (
            <ContactCard Icon={PhoneIcon} title="Phone">
              <a href={telHref(footer.phone)} className={linkClass}>
                {footer.phone}
              </a>
            </ContactCard>
          )}
          {footer?.whatsapp && (
            <ContactCard Icon={WhatsAppIcon} title="WhatsApp">
              <a href={whatsappHref(footer.whatsapp)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Message us on WhatsApp
              </a>
            </ContactCard>
          )}
          {footer?.address && (
            <ContactCard Icon={MapPinIcon} title="Visit">
              {footer.address}
            </ContactCard>
          )}
        </ul>
      )}
      {footer && (
        <div className="flex flex-col items-center gap-3 pt-6">
          <h2 className="!mt-0 !text-[22px]">{name ? `Follow ${name}` : "Follow us"}</h2>
          <SocialLinks footer={footer} tone="dark" />
        </div>
      )}
    </StaticPage>
  );
}
