/** Pages a visitor is sent to in order to log in: never a place to come back to afterwards. */
const ENTRY_PAGES = ["/login", "/signup", "/reset-password"];
const PROBE_ORIGIN = "https://pallu.invalid";

function isEntryPage(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return ENTRY_PAGES.some((page) => lower === page || lower.startsWith(`${page}/`));
}

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path that the browser resolves against this shop, and that stays here: it starts with one
 * slash, holds no backslash (browsers read it as a slash) or control character (browsers drop
 * tabs and newlines), and the URL parser, dot segments resolved, keeps it on this origin and does
 * not turn it into `//host`.
 */
function staysOnShop(path: string): URL | null {
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || hasControlCharacter(path)) return null;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//") ? url : null;
  } catch {
    return null;
  }
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The `next` address of /login, only when it is a path of this shop: anything that could leave
 * the site (`//evil.example`, `/\evil.example`, `/.//evil.example`, `/%2F%2Fevil.example`,
 * `https:…`, control characters) is refused, read as it is and once decoded, so the login form can
 * never be used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  const url = staysOnShop(raw);
  if (!url || isEntryPage(url.pathname)) return null;
  const next = `${url.pathname}${url.search}${url.hash}`;
  const plain = decoded(next);
  return staysOnShop(next) && plain !== null && staysOnShop(plain) ? next : null;
}

/** Where a guest is sent from a page that needs a login, remembering the page. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const here = `${location.pathname}${location.search}${location.hash ?? ""}`;
  const next = safeNextPath(here);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}

/** Where a visitor goes once logged in: the remembered page, or the account page (docs/shop-rules.md#sign-in); an admin, the dashboard. */
export function afterLoginPath(next: string | null | undefined, { isAdmin = false }: { isAdmin?: boolean } = {}): string {
  return safeNextPath(next) ?? (isAdmin ? "/admin/dashboard" : "/myaccount");
}
