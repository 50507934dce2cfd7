import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "./page-loader";
import { RouteErrorBoundary } from "./route-error";

/** A layout's page: the loader while its code arrives, and a reload offer, per address, if it fails. */
export function PageOutlet() {
  const location = useLocation();
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
