import { useParams } from "react-router";
import { PromotionFormPage } from "@/features/admin";

export default function PromotionFormRoute() {
  const { id } = useParams();
  return <PromotionFormPage promotionId={id} />;
}
