/**
 * The sections of the web app that belong to one visitor (account, cart, checkout, orders) or to
 * the seller: the browser renders them, never the server or a shared cache. Every other page is
 * the storefront's, the same for every visitor.
 */
export const CLIENT_RENDERED_SECTIONS = [
  "admin",
  "booking",
  "cart",
  "login",
  "myaccount",
  "orders",
  "pay",
  "reset-password",
  "return",
  "signup",
  "staff-invite",
  "verify",
  "wishlist",
] as const;

export function isClientRenderedPage(pathname: string): boolean {
  const [section = ""] = pathname.split("/").filter(Boolean);
  return (CLIENT_RENDERED_SECTIONS as readonly string[]).includes(section);
}
