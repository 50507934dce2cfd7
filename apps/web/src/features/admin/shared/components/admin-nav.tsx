import { NavLink } from "@/lib/link";

export interface AdminMenuItem {
  title: string;
  path: string;
}

/**
 * The back office's menu with the current page marked; a page below an entry (a product being
 * edited, an order's detail) keeps that entry marked.
 */
export function AdminNav({ items, label = "Back office" }: { items: readonly AdminMenuItem[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-4 text-[14px] font-semibold tracking-wide transition-colors ${
                  isActive
                    ? "bg-gold-light text-maroon-dark shadow-sm"
                    : "text-ivory/85 hover:bg-ivory/10 hover:text-ivory"
                }`
              }
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
