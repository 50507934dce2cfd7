/**
 * The web app's pages that belong to one shopper (cart, checkout, account, orders) or to the seller,
 * and the API and development paths: nothing a search engine should fetch. Everything else, the
 * pictures included, is the storefront.
 */
export const PRIVATE_PATHS = [
  "/cart",
  "/wishlist",
  "/booking",
  "/login",
  "/signup",
  "/reset-password",
  "/verify/",
  "/myaccount",
  "/orders",
  "/return/",
  "/pay/",
  "/admin",
  "/api/",
  "/dev/",
] as const;

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
