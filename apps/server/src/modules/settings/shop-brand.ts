import { brandOf, type ShopBrand } from "@pallu/domain";
import type { MailBrand } from "../../integrations/mail/mail-template.js";
import { shopSettings, type SettingsDeps } from "./settings-store.js";

/** The shop's name, look and contact details as shoppers meet them, from the cached settings. */
export async function shopBrand(deps: SettingsDeps): Promise<ShopBrand> {
  return brandOf(await shopSettings(deps));
}

/** The brand as a mail shows it: the logo by its full address, since a mail is read away from the shop. */
export async function mailBrand(deps: SettingsDeps): Promise<MailBrand> {
  const brand = await shopBrand(deps);
  const base = deps.config.publicUrl.endsWith("/") ? deps.config.publicUrl.slice(0, -1) : deps.config.publicUrl;
  return {
    name: brand.name,
    tagline: brand.tagline,
    colour: brand.colour,
    ...(brand.logoUrl ? { logoUrl: brand.logoUrl.startsWith("/") ? `${base}${brand.logoUrl}` : brand.logoUrl } : {}),
  };
}
