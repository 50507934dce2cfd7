import type { Permission } from "@pallu/domain";
import { ADMIN_MENU } from "./admin-menu";

/** A back-office screen and the permission it needs; the menu shows, and the router opens, only these. */
export type AdminScreen = { title: string; path: string; permission: Permission };

const SPEC_MENU_PERMISSIONS: Record<(typeof ADMIN_MENU)[number]["path"], Permission> = {
  "/admin/dashboard": "dashboard.view",
  "/admin/home": "site.edit",
  "/admin/add-category": "catalogue.edit",
  "/admin/manage-category": "catalogue.edit",
  "/admin/product": "catalogue.edit",
  "/admin/manage-products": "catalogue.edit",
  "/admin/orders": "orders.read",
  "/admin/returns": "orders.read",
};

/** The spec's menu, then the screens the shop adds to it. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  ...ADMIN_MENU.map((item) => ({ ...item, permission: SPEC_MENU_PERMISSIONS[item.path] })),
  { title: "New order", path: "/admin/new-order", permission: "orders.createCounter" },
  { title: "Tailoring", path: "/admin/tailoring", permission: "orders.tailoring" },
  { title: "Promotions", path: "/admin/promotions", permission: "promotions.manage" },
  { title: "Users", path: "/admin/users", permission: "customers.read" },
  { title: "Staff", path: "/admin/staff", permission: "staff.manage" },
  { title: "Audit log", path: "/admin/audit", permission: "audit.read" },
  { title: "Settings", path: "/admin/settings", permission: "settings.manage" },
];

/** The screens a role may open, in menu order. */
export function screensFor(can: (permission: Permission) => boolean): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => can(screen.permission));
}

/** The spec's own menu entries a role may open: the storefront's side menu lists these for staff. */
export function specMenuFor(can: (permission: Permission) => boolean): AdminScreen[] {
  return screensFor(can).filter((screen) => ADMIN_MENU.some((item) => item.path === screen.path));
}
