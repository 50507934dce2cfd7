import { lazy, Suspense } from "react";
import { Route } from "react-router";
import { PageLoader } from "../layouts/page-loader";

// The whole back office is one lazy import: its pages and their code are known only inside it.
const AdminArea = lazy(() => import("./admin/admin-area"));

/** The back office under /admin, loaded only by admins. */
export function adminRoutes() {
  return (
    <Route
      path="admin/*"
      element={
        <Suspense fallback={<PageLoader />}>
          <AdminArea />
        </Suspense>
      }
    />
  );
}
