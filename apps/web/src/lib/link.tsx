import type { AnchorHTMLAttributes, Ref } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from "react-router";

/**
 * The shop's links, on React Router's hooks. Its own `Link` also prefetches framework routes,
 * which the shop does not use and every first load would carry (docs/performance.md); the lint
 * keeps React Router's `Link`, `NavLink` and forms out of the app.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  /** Replaces the current entry in the history; by default only a link to the page already shown does. */
  replace?: boolean;
  state?: unknown;
  /** Passed with the navigation for the pages that keep their scroll (filters on the search page). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link to another shop or scheme (`https:`, `mailto:`, `//host`) is an ordinary one. */
const ELSEWHERE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
const isElsewhere = (to: To): to is string => typeof to === "string" && ELSEWHERE.test(to);

/** A link within the shop: a plain anchor the server renders, which moves in the app once its scripts run. */
function LinkInBrowser({ to, replace, state, preventScrollReset, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  if (isElsewhere(to)) return <a {...rest} href={to} target={target} onClick={onClick} />;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
}

/** The same anchor as the server sends it: nobody clicks a page being rendered, so no click handler is made for it. */
function LinkOnServer({ to, replace: _replace, state: _state, preventScrollReset: _keep, onClick: _onClick, ...rest }: LinkProps) {
  if (isElsewhere(to) || isPlainFromRoot(to)) return <a {...rest} href={to} />;
  return <ResolvedOnServer to={to} {...rest} />;
}

function ResolvedOnServer({ to, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: To }) {
  return <a {...rest} href={useHref(to)} />;
}

/**
 * An address from the shop's root with no "." or ".." segment and no doubled slash, as the shop
 * writes nearly all of its links, is its own href: the server (which has no base path) need not
 * resolve it against the route.
 */
const FROM_ROOT = /^\/(?![/\\])/;
const DOT_SEGMENT_OR_DOUBLED_SLASH = /\/\.{1,2}(?:\/|$)|\/\//;
const isPlainFromRoot = (to: To): to is string =>
  typeof to === "string" && FROM_ROOT.test(to) && !DOT_SEGMENT_OR_DOUBLED_SLASH.test(to.split(/[?#]/, 1)[0]!);

// A page has dozens of links, each rendered for every visitor the server renders a page for; the
// browser's build leaves the server's out.
export const Link = import.meta.env.SSR ? LinkOnServer : LinkInBrowser;

export type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Active only on its own address, not on the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A menu's link, marked as the current page (`aria-current`) on its address and, unless `end`, below it. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  // "/admin/" is active on "/admin/orders" as "/admin" is.
  const boundary = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(boundary) === "/");
  return (
    <Link
      aria-current={isActive ? "page" : undefined}
      {...rest}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
