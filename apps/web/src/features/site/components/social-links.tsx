import type { ComponentType } from "react";
import { FacebookIcon, InstagramIcon, PinterestIcon, WhatsAppIcon, XIcon, YouTubeIcon } from "@/components/ui/brand-icons";
import { whatsappHref } from "@/lib/contact-links";
import type { FooterContent, SocialNetwork } from "../types";
import { useShopBrand } from "@/lib/shop-brand";

const SOCIAL: { network: SocialNetwork; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { network: "facebook", label: "Facebook", Icon: FacebookIcon },
  { network: "twitter", label: "X (Twitter)", Icon: XIcon },
  { network: "instagram", label: "Instagram", Icon: InstagramIcon },
  { network: "pinterest", label: "Pinterest", Icon: PinterestIcon },
  { network: "youtube", label: "YouTube", Icon: YouTubeIcon },
];

/** Messaging first, then the social networks the shop filled in. */
export function socialLinks(footer: FooterContent | undefined) {
  if (!footer) return [];
  const links: { href: string; label: string; Icon: ComponentType<{ size?: number }> }[] = [];
  if (footer.whatsapp) links.push({ href: whatsappHref(footer.whatsapp), label: "WhatsApp", Icon: WhatsAppIcon });
  for (const { network, label, Icon } of SOCIAL) {
    const href = footer.social?.[network];
    if (href) links.push({ href, label, Icon });
  }
  return links;
}

export function SocialLinks({ footer, tone = "light" }: { footer: FooterContent | undefined; tone?: "light" | "dark" }) {
  const links = socialLinks(footer);
  const { name } = useShopBrand();
  if (links.length === 0) return null;
  const colours =
    tone === "light"
      ? "border-gold-light/40 text-gold-light hover:bg-gold-light hover:text-maroon-dark"
      : "border-maroon/30 text-maroon hover:bg-maroon hover:text-ivory";
  return (
    <ul className="flex flex-wrap gap-2.5">
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name ? `${name} on ${label}` : label}
            className={`flex h-10 w-10 items-center justify-center rounded-full border transition-colors ${colours}`}
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

