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
 * The `next` address of /login, only when it is a path of this shop: anything that could leave
 * the site (`//evil.example`, `/\evil.example`, `https:…`, control characters) is refused, so
 * the login form can never be used as an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // Browsers read a backslash as a slash, and tabs or newlines are dropped from URLs.
  if (raw.includes("\\") || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || isEntryPage(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a guest is sent from a page that needs a login, remembering the page. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const here = `${location.pathname}${location.search}${location.hash ?? ""}`;
  const next = safeNextPath(here);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}

/** Where a visitor goes once logged in: the remembered page, or the account page (spec §2). */
export function afterLoginPath(next: string | null | undefined): string {
  return safeNextPath(next) ?? "/myaccount";
}
