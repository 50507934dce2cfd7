import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useSession } from "@/features/auth";
import { QuickView, quickViewClosed, selectQuickViewProduct, useGetCategoriesQuery } from "@/features/catalogue";
import { AnnouncementBar, SiteFooter } from "@/features/site";
import { whenIdle } from "@/lib/lazy-with-preload";
import { useAppDispatch, useAppSelector } from "@/lib/store-hooks";
import { MoreRoutes } from "../routes/lazy-more-routes";
import { ShopToaster, SideMenu } from "../shell/lazy-shell";
import { ScrollToTop } from "../shell/scroll-to-top";
import { SiteHeader } from "../shell/site-header";
import { PageOutlet } from "./page-outlet";

export function RootLayout() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { isLoggedIn, isAdmin, user } = useSession();
  const { data: categories } = useGetCategoriesQuery();
  const quickViewOpen = useAppSelector(selectQuickViewProduct) !== null;
  // The menu belongs to the page it was opened on: any navigation closes it (docs/shop-rules.md#shell).
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const [settled, setSettled] = useState(false);

  useEffect(
    () =>
      whenIdle(() => {
        setSettled(true);
        void SideMenu.preload();
        void QuickView.preload();
        void MoreRoutes.preload();
      }),
    [],
  );

  useEffect(() => {
    dispatch(quickViewClosed());
  }, [dispatch, location.key]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-maroon px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AnnouncementBar />
      <SiteHeader
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpenedAt(location.key)}
        onMenuIntent={() => void SideMenu.preload()}
      />
      <main id="main" className="flex-1">
        <PageOutlet />
      </main>
      <Suspense fallback={<div className="min-h-[26rem] bg-maroon-dark" aria-hidden="true" />}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        {(menuOpen || menuOpenedAt !== null) && (
          <SideMenu
            open={menuOpen}
            onClose={() => setMenuOpenedAt(null)}
            categories={categories}
            isLoggedIn={isLoggedIn}
            isAdmin={isAdmin}
            role={user?.role ?? null}
            fullname={user?.fullname}
          />
        )}
        {quickViewOpen && <QuickView />}
        {settled && <ShopToaster />}
      </Suspense>
      <ScrollToTop />
    </div>
  );
}
