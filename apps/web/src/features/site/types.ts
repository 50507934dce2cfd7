import type { Footer } from "@pallu/domain";

export type { Banner, ShopPolicies, Slide } from "@pallu/domain";
export type FooterContent = Footer;
export type SocialNetwork = keyof Footer["social"];
