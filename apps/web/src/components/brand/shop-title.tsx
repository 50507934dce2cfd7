import { useShopBrand } from "@/lib/shop-brand";

/** A page's title followed by the shop's name, as every tab and bookmark shows it. */
export function ShopTitle({ children }: { children: string }) {
  const { name } = useShopBrand();
  return <title>{name ? `${children} · ${name}` : children}</title>;
}
