import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { AdminLayout } from "../../layouts/admin-layout";

// Each page is its own chunk; the dashboard's charts are a further one inside it.
const DashboardRoute = lazy(() => import("./dashboard"));
const HomeDataRoute = lazy(() => import("./home-data"));
const CategoryFormRoute = lazy(() => import("./category-form"));
const ManageCategoryRoute = lazy(() => import("./manage-category"));
const ProductFormRoute = lazy(() => import("./product-form"));
const ManageProductsRoute = lazy(() => import("./manage-products"));
const OrdersRoute = lazy(() => import("./orders"));
const OrderDetailRoute = lazy(() => import("./order-detail"));
const UsersRoute = lazy(() => import("./users"));
const CustomerRoute = lazy(() => import("./customer"));
const SettingsRoute = lazy(() => import("./settings"));
const PromotionsRoute = lazy(() => import("./promotions"));
const PromotionFormRoute = lazy(() => import("./promotion-form"));
const TailoringRoute = lazy(() => import("./tailoring"));

/**
 * The back office's routes below /admin (docs/shop-rules.md#back-office), behind the admin guard of its layout. The
 * shop's own router knows only "admin/*", so none of this reaches a shopper's first load.
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="home" element={<HomeDataRoute />} />
        <Route path="add-category" element={<CategoryFormRoute />} />
        <Route path="add-category/:id" element={<CategoryFormRoute />} />
        <Route path="manage-category" element={<ManageCategoryRoute />} />
        <Route path="product" element={<ProductFormRoute />} />
        <Route path="product/:id" element={<ProductFormRoute />} />
        <Route path="manage-products" element={<ManageProductsRoute />} />
        <Route path="orders" element={<OrdersRoute type="Order" />} />
        <Route path="orders/:id" element={<OrderDetailRoute type="Order" />} />
        <Route path="returns" element={<OrdersRoute type="Returns" />} />
        <Route path="returns/:id" element={<OrderDetailRoute type="Returns" />} />
        <Route path="users" element={<UsersRoute />} />
        <Route path="customers/:userId" element={<CustomerRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="promotions" element={<PromotionsRoute />} />
        <Route path="promotions/new" element={<PromotionFormRoute />} />
        <Route path="promotions/:id" element={<PromotionFormRoute />} />
        <Route path="tailoring" element={<TailoringRoute />} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Route>
    </Routes>
  );
}
