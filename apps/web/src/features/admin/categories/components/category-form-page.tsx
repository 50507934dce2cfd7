import { CreateOrEditPage } from "../../shared/components/create-or-edit-page";
import { useGetAdminCategoriesQuery } from "../api/admin-categories-api";
import { CategoryForm } from "./category-form";

/** /admin/add-category and /admin/add-category/:id. */
export function CategoryFormPage({ categoryId }: { categoryId: string | undefined }) {
  const { data: categories, isLoading } = useGetAdminCategoriesQuery(undefined, { skip: !categoryId });
  return (
    <CreateOrEditPage
      id={categoryId}
      records={categories}
      isLoading={isLoading}
      noun="Category"
      create={{
        title: "Add Category",
        intro: "Categories group the shop's products and appear as tiles on the home page.",
      }}
      edit={{ title: "Update Category", intro: (category) => category.name }}
      backTo="/admin/manage-category"
      form={(category) => <CategoryForm key={category?._id ?? "new"} category={category} />}
    />
  );
}
