import { Suspense, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Link } from "@/lib/link";
import { ButtonLink, IconButton } from "@/components/ui/button";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { Modal } from "@/components/ui/modal";
import { AdminNav, useCan } from "@/features/admin";
import { loginPathFor, useSession } from "@/features/auth";
import { SessionFollower } from "@/features/auth/components/session-follower";
import { screensFor } from "../shell/admin-screens";
import { ShopToaster } from "../shell/lazy-shell";
import { ScrollToTop } from "../shell/scroll-to-top";
import { adminAccess } from "./admin-access";
import { PageLoader } from "./page-loader";
import { PageOutlet } from "./page-outlet";
import { greetingName } from "@/lib/greeting";
import { useShopBrand } from "@/lib/shop-brand";

/** Admins only: anyone else is sent to /login (docs/shop-rules.md#back-office). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const access = adminAccess({ isLoggedIn, user });
  if (access === "login") return <Navigate to={loginPathFor(location)} replace />;
  if (access === "not-admin") return <Navigate to="/login" replace />;
  if (access === "wait") return <PageLoader />;
  return children;
}

function Brand({ tone }: { tone: "light" | "dark" }) {
  const { name } = useShopBrand();
  return (
    <Link to="/admin" className="flex flex-col leading-none" aria-label={`${name} back office`}>
      <span
        className={`block max-w-[200px] truncate font-display font-bold ${name.length > 12 ? "text-[22px]" : "text-[30px]"} ${tone === "light" ? "text-ivory" : "text-maroon"}`}
      >
        {name}
      </span>
      <span
        className={`mt-0.5 text-[10px] font-bold tracking-[0.3em] uppercase ${tone === "light" ? "text-gold-light" : "text-gold-text"}`}
      >
        Back office
      </span>
    </Link>
  );
}

function Sidebar({ onClose }: { onClose?: () => void }) {
  const menu = screensFor(useCan());
  return (
    <div className="flex min-h-full flex-col bg-maroon-dark text-ivory">
      <div className="flex items-center justify-between px-6 pt-6 pb-5">
        <Brand tone="light" />
        {onClose && (
          <IconButton label="Close menu" onClick={onClose} className="-mr-2 !text-ivory hover:!bg-ivory/10">
            <CloseIcon />
          </IconButton>
        )}
      </div>
      <div className="zari-band opacity-80" />
      <div className="flex-1 px-3 py-5">
        <AdminNav items={menu} />
      </div>
      <div className="border-t border-ivory/15 px-6 py-4 text-[13px]">
        <Link to="/" className="text-gold-light hover:text-ivory hover:underline">
          Back to the shop
        </Link>
      </div>
    </div>
  );
}

/**
 * The back office's frame: the menu as a sidebar on wide screens and as a drawer on phones,
 * closed again by any navigation.
 */
export function AdminLayout() {
  const location = useLocation();
  const { user } = useSession();
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;

  return (
    <AdminGuard>
      <SessionFollower />
      <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <a
          href="#admin-main"
          className="sr-only z-50 rounded-full bg-maroon px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <div className="hidden bg-maroon-dark lg:block">
          <aside className="sticky top-0 h-dvh overflow-y-auto">
            <Sidebar />
          </aside>
        </div>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 border-b border-sand bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
            <div className="flex h-16 items-center gap-2 px-3 md:px-8">
              <IconButton
                label="Open menu"
                onClick={() => setDrawerOpenedAt(location.key)}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                className="-ml-1 lg:hidden"
              >
                <MenuIcon size={24} />
              </IconButton>
              <div className="lg:hidden">
                <Brand tone="dark" />
              </div>
              <p className="ml-auto hidden text-[13px] text-ink-muted sm:block">
                {greetingName(user?.fullname) ? (
                  <>
                    Namaste, <span className="font-semibold text-ink">{greetingName(user?.fullname)}</span>
                  </>
                ) : (
                  "Namaste"
                )}
              </p>
              <ButtonLink to="/" variant="ghost" size="sm" className="ml-auto sm:ml-2">
                View shop
              </ButtonLink>
            </div>
          </header>
          <main id="admin-main" className="mx-auto w-full max-w-[90rem] flex-1 px-4 pt-6 pb-16 md:px-8 md:pt-8">
            <PageOutlet />
          </main>
        </div>
        <Modal
          open={drawerOpen}
          onClose={() => setDrawerOpenedAt(null)}
          label="Back office menu"
          placement="left"
          panelClassName="!bg-maroon-dark"
        >
          <Sidebar onClose={() => setDrawerOpenedAt(null)} />
        </Modal>
        <Suspense fallback={null}>
          <ShopToaster />
        </Suspense>
        <ScrollToTop />
      </div>
    </AdminGuard>
  );
}
