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

/** Each back-office address below /admin, the screen it opens and the permission that screen needs. */
export const ADMIN_ROUTES: { path: string; permission: Permission; screen: ReactNode }[] = [
  { path: "dashboard", permission: "dashboard.view", screen: <DashboardRoute /> },
  { path: "home", permission: "site.edit", screen: <HomeDataRoute /> },
  { path: "add-category", permission: "catalogue.edit", screen: <CategoryFormRoute /> },
  { path: "add-category/:id", permission: "catalogue.edit", screen: <CategoryFormRoute /> },
  { path: "manage-category", permission: "catalogue.edit", screen: <ManageCategoryRoute /> },
  { path: "product", permission: "catalogue.edit", screen: <ProductFormRoute /> },
  { path: "product/:id", permission: "catalogue.edit", screen: <ProductFormRoute /> },
  { path: "manage-products", permission: "catalogue.edit", screen: <ManageProductsRoute /> },
  { path: "new-order", permission: "orders.createCounter", screen: <NewOrderRoute /> },
  { path: "orders", permission: "orders.read", screen: <OrdersRoute type="Order" /> },
  { path: "orders/:id", permission: "orders.read", screen: <OrderDetailRoute type="Order" /> },
  { path: "returns", permission: "orders.read", screen: <OrdersRoute type="Returns" /> },
  { path: "returns/:id", permission: "orders.read", screen: <OrderDetailRoute type="Returns" /> },
  { path: "users", permission: "customers.read", screen: <UsersRoute /> },
  { path: "customers/:userId", permission: "customers.read", screen: <CustomerRoute /> },
  { path: "settings", permission: "settings.manage", screen: <SettingsRoute /> },
  { path: "promotions", permission: "promotions.manage", screen: <PromotionsRoute /> },
  { path: "promotions/new", permission: "promotions.manage", screen: <PromotionFormRoute /> },
  { path: "promotions/:id", permission: "promotions.manage", screen: <PromotionFormRoute /> },
  { path: "tailoring", permission: "orders.tailoring", screen: <TailoringRoute /> },
  { path: "staff", permission: "staff.manage", screen: <StaffRoute /> },
  { path: "audit", permission: "audit.read", screen: <AuditLogRoute /> },
];

/**
 * The back office's routes below /admin (docs/shop-rules.md#back-office), behind the admin guard of its layout. The
 * shop's own router knows only "admin/*", so none of this reaches a shopper's first load.
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<FirstScreen />} />
        {ADMIN_ROUTES.map(({ path, permission, screen }) => (
          <Route key={path} path={path} element={<Allowed permission={permission}>{screen}</Allowed>} />
        ))}
        <Route path="*" element={<FirstScreen />} />
      </Route>
    </Routes>
  );
}
