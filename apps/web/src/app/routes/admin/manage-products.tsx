import { ManageProductsPage } from "@/features/admin";

export default function ManageProductsRoute() {
  return <ManageProductsPage />;
}
