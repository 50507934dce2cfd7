import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { SelectOptions } from "@/components/ui/select-options";
import { notify } from "@/lib/notify";
import { pluralize } from "@/lib/format";
import { useGetAdminCategoriesQuery } from "../../categories/api/admin-categories-api";
import { PlusIcon } from "../../shared/components/admin-icons";
import { inputClass, SearchBox } from "../../shared/components/fields";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminProductsQuery } from "../api/admin-products-api";
import { exportCatalogue } from "../catalogue-files";
import { filterProducts } from "../product-filter";
import { CatalogueImportDialog } from "./catalogue-import-dialog";
import { AdminProductCard } from "./admin-product-card";

/** Every product as a card; a search box and a category filter narrow the grid (docs/shop-rules.md#product-form). */
export function ManageProductsPage() {
  const { data: products, isLoading } = useGetAdminProductsQuery();
  const { data: categories } = useGetAdminCategoriesQuery();
  const [params, setParams] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const search = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const shown = useMemo(() => filterProducts(products ?? [], { search, category }), [products, search, category]);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <AdminPageHeader
        title="Manage Products"
        intro={products ? `${pluralize(products.length, "product", "products")} in the shop.` : undefined}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => exportCatalogue().catch((error: Error) => notify.error(error.message))}
            >
              Export CSV
            </Button>
            <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <ButtonLink to="/admin/product" size="sm">
              <PlusIcon size={17} /> Add Product
            </ButtonLink>
          </>
        }
      />
      <CatalogueImportDialog open={importing} onClose={() => setImporting(false)} />
      <div role="search" className="mb-6 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <SearchBox
          label="Search products"
          className="block"
          value={search}
          onChange={(event) => setParam("q", event.target.value)}
          placeholder="Search by name, fabric or origin"
        />
        <label className="block">
          <span className="sr-only">Category</span>
          <select
            value={category}
            onChange={(event) => setParam("category", event.target.value)}
            className={inputClass}
          >
            <SelectOptions
              placeholder="All categories"
              options={(categories ?? []).map((item) => ({ value: item._id, label: item.name }))}
            />
          </select>
        </label>
      </div>
      {isLoading ? (
        <Spinner label="Loading products" />
      ) : shown.length === 0 ? (
        <EmptyState title="No Product Found" />
      ) : (
        <ul
          aria-label="Products"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5 lg:grid-cols-4 xl:grid-cols-5"
        >
          {shown.map((product) => (
            <AdminProductCard key={product._id} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}
