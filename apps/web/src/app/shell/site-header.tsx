import { Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "@/lib/link";
import { IconButton } from "@/components/ui/button";
import { ArrowLeftIcon, HomeIcon, MenuIcon, UserIcon } from "@/components/ui/icons";
import { loginPathFor, useSession } from "@/features/auth";
import { CartCountLink } from "@/features/cart";
import { Logo } from "./logo";
import { HeaderSearch } from "./header-search";
import { CurrencyChooserLater } from "./lazy-shell";

/** The account in one tap: the shopper's account (the back office for an admin), or the login. */
function AccountLink() {
  const { isLoggedIn, isAdmin } = useSession();
  const location = useLocation();
  // A guest comes back to the page they were on once signed in.
  const [to, label] = !isLoggedIn
    ? [loginPathFor(location), "Login"]
    : isAdmin
      ? ["/admin/dashboard", "Back office"]
      : ["/myaccount", "My Account"];
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-maroon transition-colors hover:bg-maroon/8"
    >
      <UserIcon size={23} />
    </Link>
  );
}

/** Logo, a way back when not home, the search box, the currency, the account, the cart and the menu button (docs/shop-rules.md#shell). */
export function SiteHeader({
  onOpenMenu,
  onMenuIntent,
  menuOpen,
}: {
  onOpenMenu: () => void;
  onMenuIntent?: () => void;
  menuOpen: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const home = location.pathname === "/";
  // "default" is the key of the first page of the visit: there is nothing in the shop to go back to.
  const canGoBack = location.key !== "default";

  return (
    <header className="sticky top-0 z-40 bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 md:h-20 md:gap-5 md:px-8">
        {!home &&
          (canGoBack ? (
            <IconButton label="Go back" onClick={() => navigate(-1)} className="-ml-1">
              <ArrowLeftIcon />
            </IconButton>
          ) : (
            <IconButton label="Home" onClick={() => navigate("/")} className="-ml-1">
              <HomeIcon />
            </IconButton>
          ))}
        <Logo />
        <div className="min-w-0 flex-1 md:mx-auto md:max-w-xl">
          <HeaderSearch />
        </div>
        <Suspense fallback={null}>
          <CurrencyChooserLater
            className="h-10 border-transparent px-1.5 text-[12px] text-maroon hover:bg-maroon/8 md:border-maroon/25 md:px-3.5 md:text-[13px] md:hover:border-maroon"
            arrowClassName="max-md:hidden"
          />
        </Suspense>
        <AccountLink />
        <CartCountLink className="-mr-1 md:mr-0" />
        <IconButton
          label="Open menu"
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="-mr-1"
        >
          <MenuIcon size={24} />
        </IconButton>
      </div>
      <div className="zari-band opacity-70" />
    </header>
  );
}
