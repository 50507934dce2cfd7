/**
 * The back office (docs/shop-rules.md#back-office). Only the app's admin route modules import this, and
 * they are loaded lazily, so none of it reaches a shopper.
 */
export { DashboardPage } from "./dashboard/components/dashboard-page";
export { HomeDataPage } from "./site/components/home-data-page";
export { CategoryFormPage } from "./categories/components/category-form-page";
export { ManageCategoriesPage } from "./categories/components/manage-categories-page";
export { ProductFormPage } from "./products/components/product-form-page";
export { ManageProductsPage } from "./products/components/manage-products-page";
export { AdminOrdersPage } from "./orders/components/admin-orders-page";
export { AdminOrderDetailPage } from "./orders/components/admin-order-detail-page";
export { NewOrderPage } from "./counter-orders/components/new-order-page";
export { SettingsPage } from "./settings/components/settings-page";
export { UsersPage } from "./users/components/users-page";
export { CustomerPage } from "./customers/components/customer-page";
export { PromotionsPage } from "./promotions/components/promotions-page";
export { PromotionFormPage } from "./promotions/components/promotion-form-page";
export { TailoringDeskPage } from "./tailoring/components/tailoring-desk-page";
export { AdminNav, type AdminMenuItem } from "./shared/components/admin-nav";
export { StaffPage } from "./staff/components/staff-page";
export { AuditLogPage } from "./staff/components/audit-log-page";
export { useCan, useStaffRole } from "./shared/use-can";
