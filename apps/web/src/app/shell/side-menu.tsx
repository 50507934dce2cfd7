import { can, type Category, type StaffRole } from "@pallu/domain";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "@/lib/link";
import { BagIcon, HeartIcon, UserIcon } from "@/components/ui/icons";
import { PackageIcon } from "@/components/ui/extra-icons";
import { CloseButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { namasteTo } from "@/lib/greeting";
import { ZariRule } from "@/components/ui/ornament";
import { loginPathFor } from "@/features/auth";
import { specMenuFor } from "./admin-screens";
import { useShopBrand } from "@/lib/shop-brand";

const ACCOUNT_LINKS = [
  { to: "/wishlist", label: "My Wishlist", Icon: HeartIcon },
  { to: "/orders", label: "My Orders", Icon: PackageIcon },
  { to: "/cart", label: "My Cart", Icon: BagIcon },
  { to: "/myaccount", label: "My Account", Icon: UserIcon },
];

const rowClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] font-semibold text-ink transition-colors hover:bg-maroon/6 hover:text-maroon";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="px-3 py-4">
      <h2 className="mb-1.5 px-3 text-[11px] font-bold tracking-[0.22em] text-gold-text uppercase font-sans">
        {title}
      </h2>
      <ul>{children}</ul>
    </nav>
  );
}

/**
 * The side menu (docs/shop-rules.md#shell): categories for shoppers, the admin menu for admins with the current
 * page marked, account links or Login. Closing on navigation is the layout's job.
 */
export function SideMenu({
  open,
  onClose,
  categories,
  isLoggedIn,
  isAdmin,
  role,
  fullname,
}: {
  open: boolean;
  onClose: () => void;
  categories: Category[] | undefined;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** A member of staff's role: the admin menu lists only the screens it opens. */
  role: StaffRole | null;
  /** The signed-in shopper's name, greeted by its first word. */
  fullname: string | undefined;
}) {
  const location = useLocation();
  const brand = useShopBrand();
  return (
    <Modal open={open} onClose={onClose} label="Menu" placement="right">
      <div className="flex min-h-full flex-col">
        <div className="flex items-center justify-between bg-maroon-dark px-5 py-4 text-ivory">
          <div>
            <p className="font-display text-[28px] leading-none font-bold">{brand.name}</p>
            <p className="mt-1 text-[12px] text-gold-light">{namasteTo(fullname)}</p>
          </div>
          <CloseButton label="Close menu" onClick={onClose} className="h-10 w-10 text-ivory hover:bg-ivory/10" />
        </div>
        <div className="zari-band opacity-80" />

        {isAdmin ? (
          <Section title="Admin">
            {specMenuFor((permission) => can(role, permission)).map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) => `${rowClass} ${isActive ? "bg-maroon !text-ivory hover:bg-maroon" : ""}`}
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </Section>
        ) : (
          <Section title="Shop by category">
            <li>
              <Link to="/search" className={rowClass}>
                All Collections
              </Link>
            </li>
            {categories?.map((category) => (
              <li key={category._id}>
                <Link to={`/search?category=${encodeURIComponent(category.slug)}`} className={rowClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </Section>
        )}

        <div className="flex justify-center">
          <ZariRule />
        </div>

        <Section title="Your account">
          {isLoggedIn ? (
            ACCOUNT_LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={rowClass}>
                  <Icon size={20} className="text-gold-text" />
                  {label}
                </Link>
              </li>
            ))
          ) : (
            <li>
              <Link to={loginPathFor(location)} className={rowClass}>
                <UserIcon size={20} className="text-gold-text" />
                Login
              </Link>
            </li>
          )}
        </Section>

        <div className="mt-auto border-t border-sand px-6 py-4 text-[13px] text-ink-muted">
          <Link to="/aboutUs" className="hover:text-maroon hover:underline">
            Our Story
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to="/contactUs" className="hover:text-maroon hover:underline">
            Contact Us
          </Link>
        </div>
      </div>
    </Modal>
  );
}
