import { PromotionsPage } from "@/features/admin";

export default function PromotionsRoute() {
  return <PromotionsPage />;
}
