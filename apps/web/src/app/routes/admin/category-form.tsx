import { useParams } from "react-router";
import { CategoryFormPage } from "@/features/admin";

export default function CategoryFormRoute() {
  const { id } = useParams();
  return <CategoryFormPage categoryId={id} />;
}
