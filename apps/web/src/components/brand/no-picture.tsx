import { useShopBrand } from "@/lib/shop-brand";

/** Stands where a product has no picture yet: the shop's own initial, never another shop's. */
export function NoPicture({ size = "large" }: { size?: "large" | "small" }) {
  const brand = useShopBrand();
  const initial = (brand.shortName || brand.name).trim().charAt(0).toLocaleUpperCase("en-IN");
  return (
    <span
      className={`flex h-full items-center justify-center font-display text-gold/60 ${size === "large" ? "text-5xl" : "text-3xl"}`}
    >
      {initial}
    </span>
  );
}
