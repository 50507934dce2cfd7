import { ManageCategoriesPage } from "@/features/admin";

export default function ManageCategoryRoute() {
  return <ManageCategoriesPage />;
}
