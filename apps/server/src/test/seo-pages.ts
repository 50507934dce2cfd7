import type { SeoPage, SeoProduct, ShopIdentity } from "../modules/storefront-pages/seo/seo-page.js";

/** The shop as the storefront's heads name it, at https://pallu.example. */
export const aShopIdentity = (overrides: Partial<ShopIdentity> = {}): ShopIdentity => ({
  name: "Pallu",
  tagline: "Handwoven Sarees & Indian Clothing",
  baseUrl: "https://pallu.example",
  about: "Handwoven sarees bought directly from weavers across India.",
  ...overrides,
});

/** A reviewed silk saree in stock, with two stored pictures, in the "Silk Sarees" category. */
export const aSeoSaree = (overrides: Partial<SeoProduct> = {}): SeoProduct => ({
  _id: "0b6c2f9e-4a0e-4d3c-9a53-5f2d2f7e1a10",
  slug: "kanjivaram-silk-saree",
  name: "Kanjivaram Silk Saree",
  description: "Pure mulberry silk with a zari border, woven in Kanchipuram.",
  images: ["/images/0123456789abcdef01234567-640.webp", "/images/fedcba9876543210fedcba98-640.webp"],
  discountPrice: 12999,
  stock: 3,
  rating: 4.5,
  reviewCount: 2,
  category: { _id: "7d0f5a1e-2b1c-4f7a-8d2e-9c3b4a5d6e7f", slug: "silk-sarees", name: "Silk Sarees" },
  ...overrides,
});

/** A first page of a listing that found twelve pieces, neither searched nor filtered unless told. */
export const aSearchPage = (overrides: Partial<Extract<SeoPage, { kind: "search" }>> = {}): SeoPage => ({
  kind: "search",
  page: 1,
  totalCount: 12,
  narrowed: false,
  ...overrides,
});
