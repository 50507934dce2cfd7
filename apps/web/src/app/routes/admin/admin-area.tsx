import type { Permission } from "@pallu/domain";
import { lazy, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useCan } from "@/features/admin";
import { AdminLayout } from "../../layouts/admin-layout";
import { screensFor } from "../../shell/admin-screens";

// Each page is its own chunk; the dashboard's charts are a further one inside it.
const DashboardRoute = lazy(() => import("./dashboard"));
const HomeDataRoute = lazy(() => import("./home-data"));
const CategoryFormRoute = lazy(() => import("./category-form"));
const ManageCategoryRoute = lazy(() => import("./manage-category"));
const ProductFormRoute = lazy(() => import("./product-form"));
const ManageProductsRoute = lazy(() => import("./manage-products"));
const OrdersRoute = lazy(() => import("./orders"));
const OrderDetailRoute = lazy(() => import("./order-detail"));
const NewOrderRoute = lazy(() => import("./new-order"));
const UsersRoute = lazy(() => import("./users"));
const CustomerRoute = lazy(() => import("./customer"));
const SettingsRoute = lazy(() => import("./settings"));
const PromotionsRoute = lazy(() => import("./promotions"));
const PromotionFormRoute = lazy(() => import("./promotion-form"));
const StaffRoute = lazy(() => import("./staff"));
const AuditLogRoute = lazy(() => import("./audit-log"));
const TailoringRoute = lazy(() => import("./tailoring"));

/** The first screen the member's role opens: the dashboard for owners and managers, the order desk for packers. */
function FirstScreen() {
  const [first] = screensFor(useCan());
  return first ? (
    <Navigate to={first.path} replace />
  ) : (
    <p className="py-16 text-center text-ink-muted">Your role opens no screen yet.</p>
  );
}

/** A screen only for a role with the permission; anyone else lands on their own first screen (the server refuses them too). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan()(permission) ? children : <FirstScreen />;
}

/**
 * The back office's routes below /admin (docs/shop-rules.md#back-office), behind the admin guard of its layout. The
 * shop's own router knows only "admin/*", so none of this reaches a shopper's first load.
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<FirstScreen />} />
        <Route
          path="dashboard"
          element={
            <Allowed permission="dashboard.view">
              <DashboardRoute />
            </Allowed>
          }
        />
        <Route
          path="home"
          element={
            <Allowed permission="site.edit">
              <HomeDataRoute />
            </Allowed>
          }
        />
        <Route
          path="add-category"
          element={
            <Allowed permission="catalogue.edit">
              <CategoryFormRoute />
            </Allowed>
          }
        />
        <Route
          path="add-category/:id"
          element={
            <Allowed permission="catalogue.edit">
              <CategoryFormRoute />
            </Allowed>
          }
        />
        <Route
          path="manage-category"
          element={
            <Allowed permission="catalogue.edit">
              <ManageCategoryRoute />
            </Allowed>
          }
        />
        <Route
          path="product"
          element={
            <Allowed permission="catalogue.edit">
              <ProductFormRoute />
            </Allowed>
          }
        />
        <Route
          path="product/:id"
          element={
            <Allowed permission="catalogue.edit">
              <ProductFormRoute />
            </Allowed>
          }
        />
        <Route
          path="manage-products"
          element={
            <Allowed permission="catalogue.edit">
              <ManageProductsRoute />
            </Allowed>
          }
        />
        <Route
          path="new-order"
          element={
            <Allowed permission="orders.createCounter">
              <NewOrderRoute />
            </Allowed>
          }
        />
        <Route
          path="orders"
          element={
            <Allowed permission="orders.read">
              <OrdersRoute type="Order" />
            </Allowed>
          }
        />
        <Route
          path="orders/:id"
          element={
            <Allowed permission="orders.read">
              <OrderDetailRoute type="Order" />
            </Allowed>
          }
        />
        <Route
          path="returns"
          element={
            <Allowed permission="orders.read">
              <OrdersRoute type="Returns" />
            </Allowed>
          }
        />
        <Route
          path="returns/:id"
          element={
            <Allowed permission="orders.read">
              <OrderDetailRoute type="Returns" />
            </Allowed>
          }
        />
        <Route
          path="users"
          element={
            <Allowed permission="customers.read">
              <UsersRoute />
            </Allowed>
          }
        />
        <Route
          path="customers/:userId"
          element={
            <Allowed permission="customers.read">
              <CustomerRoute />
            </Allowed>
          }
        />
        <Route
          path="settings"
          element={
            <Allowed permission="settings.manage">
              <SettingsRoute />
            </Allowed>
          }
        />
        <Route
          path="promotions"
          element={
            <Allowed permission="promotions.manage">
              <PromotionsRoute />
            </Allowed>
          }
        />
        <Route
          path="promotions/new"
          element={
            <Allowed permission="promotions.manage">
              <PromotionFormRoute />
            </Allowed>
          }
        />
        <Route
          path="promotions/:id"
          element={
            <Allowed permission="promotions.manage">
              <PromotionFormRoute />
            </Allowed>
          }
        />
        <Route
          path="tailoring"
          element={
            <Allowed permission="orders.tailoring">
              <TailoringRoute />
            </Allowed>
          }
        />
        <Route
          path="staff"
          element={
            <Allowed permission="staff.manage">
              <StaffRoute />
            </Allowed>
          }
        />
        <Route
          path="audit"
          element={
            <Allowed permission="audit.read">
              <AuditLogRoute />
            </Allowed>
          }
        />
        <Route path="*" element={<FirstScreen />} />
      </Route>
    </Routes>
  );
}
