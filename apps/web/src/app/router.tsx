import { lazy } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { adminRoutes } from "./routes/admin-routes";
import { MoreRoutes } from "./routes/lazy-more-routes";

// Every page is its own chunk, the home page too: the entry holds only the shell.
const HomeRoute = lazy(() => import("./routes/home").then((module) => ({ default: module.HomeRoute })));
const SearchRoute = lazy(() => import("./routes/search"));
const ProductRoute = lazy(() => import("./routes/product"));
const AboutUsRoute = lazy(() => import("./routes/about-us"));
const ContactUsRoute = lazy(() => import("./routes/contact-us"));
const PrivacyRoute = lazy(() => import("./routes/privacy"));
const RefundRoute = lazy(() => import("./routes/refund"));

/**
 * The shopper routes. Declarative routes keep the data-router machinery (loaders, actions,
 * fetchers) out of the first load; data comes from RTK Query instead.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="product/:slugOrId" element={<ProductRoute />} />
        <Route path="aboutUs" element={<AboutUsRoute />} />
        <Route path="contactUs" element={<ContactUsRoute />} />
        <Route path="privacy" element={<PrivacyRoute />} />
        <Route path="refund" element={<RefundRoute />} />
        <Route path="*" element={<MoreRoutes />} />
      </Route>
      {adminRoutes()}
    </Routes>
  );
}
