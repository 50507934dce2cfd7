import { Link } from "@/lib/link";
import { LogoutIcon } from "@/components/ui/account-icons";
import { BagIcon, HeartIcon } from "@/components/ui/icons";
import { PackageIcon } from "@/components/ui/extra-icons";

const SHOP_LINKS = [
  { to: "/cart", label: "My Cart", Icon: BagIcon },
  { to: "/wishlist", label: "My Wishlist", Icon: HeartIcon },
  { to: "/orders", label: "My Orders", Icon: PackageIcon },
];

const SECTIONS = [
  { hash: "#profile", label: "Profile" },
  { hash: "#manageAddress", label: "Manage Address" },
  { hash: "#manageAccount", label: "Manage Account" },
];

/** The account page's sidebar (docs/shop-rules.md#my-account): cart, wishlist and orders, the page's sections, and Logout. */
export function AccountSidebar({ onLogout, isLoggingOut }: { onLogout: () => void; isLoggingOut: boolean }) {
  return (
    <nav aria-label="My account" className="space-y-4 md:sticky md:top-28">
      <ul className="grid grid-cols-3 gap-2 md:grid-cols-1">
        {SHOP_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-1.5 rounded-2xl border border-sand bg-white px-2 py-3 text-center text-[13px] font-semibold text-ink shadow-card transition-colors hover:border-gold-light hover:text-maroon md:flex-row md:gap-3 md:px-4 md:text-left md:text-[15px]"
            >
              <Icon size={22} className="text-gold-text" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="hidden rounded-2xl border border-sand bg-ivory py-2 md:block">
        {SECTIONS.map(({ hash, label }) => (
          <li key={hash}>
            <Link to={{ hash }} className="block px-4 py-2 text-[14px] font-semibold text-ink-muted hover:text-maroon">
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
        iconSize={22}
        className="hidden w-full items-center gap-3 rounded-2xl px-4 py-3 text-[15px] font-semibold text-maroon transition-colors hover:bg-maroon/6 disabled:opacity-60 md:flex"
      />
    </nav>
  );
}

/** Logout: in the sidebar from tablets up, and at the end of the page on phones, where the sidebar sits above the content. */
export function LogoutButton({
  onLogout,
  isLoggingOut,
  iconSize = 20,
  className = "flex w-full items-center justify-center gap-3 rounded-full border border-maroon/40 py-3 text-[15px] font-semibold text-maroon hover:bg-maroon/6 disabled:opacity-60 md:hidden",
}: {
  onLogout: () => void;
  isLoggingOut: boolean;
  iconSize?: number;
  className?: string;
}) {
  return (
    <button type="button" onClick={onLogout} disabled={isLoggingOut} className={className}>
      <LogoutIcon size={iconSize} /> {isLoggingOut ? "Logging out..." : "Logout"}
    </button>
  );
}
