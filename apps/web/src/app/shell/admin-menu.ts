/** The admin menu, titles and paths as docs/shop-rules.md#back-office gives them. */
export const ADMIN_MENU = [
  { title: "Dashboard", path: "/admin/dashboard" },
  { title: "Home Data", path: "/admin/home" },
  { title: "Add Category", path: "/admin/add-category" },
  { title: "Manage Category", path: "/admin/manage-category" },
  { title: "Add Product", path: "/admin/product" },
  { title: "Manage Products", path: "/admin/manage-products" },
  { title: "View Orders", path: "/admin/orders" },
  { title: "View Returns", path: "/admin/returns" },
] as const;
