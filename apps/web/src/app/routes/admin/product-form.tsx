import { useParams } from "react-router";
import { ProductFormPage } from "@/features/admin";

export default function ProductFormRoute() {
  const { id } = useParams();
  return <ProductFormPage productId={id} />;
}
