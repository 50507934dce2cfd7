import { SearchPage } from "@/features/catalogue";
import { ShopTitle } from "@/components/brand/shop-title";

export default function SearchRoute() {
  return (
    <>
      <ShopTitle>Shop sarees</ShopTitle>
      <SearchPage />
    </>
  );
}
