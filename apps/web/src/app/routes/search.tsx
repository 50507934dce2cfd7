import { SearchPage } from "@/features/catalogue";

export default function SearchRoute() {
  return (
    <>
      <title>Shop sarees · Pallu</title>
      <SearchPage />
    </>
  );
}
