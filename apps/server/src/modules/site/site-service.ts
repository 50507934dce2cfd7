import { BannerSchema, FooterSchema, type Banner, type Footer, type ShopBrand, type Slide } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { DEFAULT_CONTACT } from "../settings/index.js";
import { siteRepository } from "./site-repository.js";

export const DEFAULT_BANNER: Banner = { text: "Free shipping across India · Cash on delivery available", link: "/search" };

export const DEFAULT_FOOTER: Footer = {
  about: "Handwoven sarees and Indian clothing, bought directly from weavers across India.",
  email: DEFAULT_CONTACT.email,
  phone: DEFAULT_CONTACT.phone,
  whatsapp: "",
  address: "",
  social: {},
};

/**
 * The footer as shoppers see it: the seller's "about" text from Home Data, and every contact detail
 * and social link from Settings, so a change of address or number there shows everywhere at once.
 */
export function footerOf(stored: Footer, brand: ShopBrand): Footer {
  return {
    about: stored.about,
    email: brand.email,
    phone: brand.phone,
    whatsapp: brand.whatsapp,
    address: brand.address,
    social: {
      facebook: brand.social.facebook || undefined,
      instagram: brand.social.instagram || undefined,
      youtube: brand.social.youtube || undefined,
      twitter: stored.social.twitter,
      pinterest: stored.social.pinterest,
    },
  };
}

export function siteService(db: Queryable) {
  const repository = siteRepository(db);
  return {
    async slides(): Promise<Slide[]> {
      const rows = await repository.listSlides();
      return rows.map((row) => ({
        _id: row.id,
        id: row.id,
        title: row.title,
        description: row.description,
        smallImage: row.smallImage,
        largeImage: row.largeImage,
        alt: row.alt ?? row.title,
        position: row.position,
        link: row.link,
        showText: row.showText,
      }));
    },

    async banner(): Promise<Banner> {
      const parsed = BannerSchema.safeParse(await repository.content("banner"));
      return parsed.success ? parsed.data : DEFAULT_BANNER;
    },

    async footer(): Promise<Footer> {
      const parsed = FooterSchema.safeParse(await repository.content("footer"));
      return parsed.success ? parsed.data : DEFAULT_FOOTER;
    },

    async saveBanner(banner: Banner): Promise<Banner> {
      await repository.saveContent("banner", banner);
      return banner;
    },

    async saveFooter(footer: Footer): Promise<Footer> {
      await repository.saveContent("footer", footer);
      return footer;
    },
  };
}
