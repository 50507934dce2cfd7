import { SearchPage } from "@/features/catalog";

export default function SearchRoute() {
  return (
    <>
      <title>Shop sarees · Pallu</title>
      <SearchPage />
    </>
  );
}
