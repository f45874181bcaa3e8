// Where to go after signing in: the `redirect` query when it is a path of this site, else home.
// Anything else (another origin, a protocol-relative '//evil', a javascript: URL) would turn the
// login page into an open redirect. The check is made on the parsed URL, not on the text: the
// parser resolves dot segments, backslashes and stripped tabs, so '/..//evil.example' or
// '/\t/evil.example' only show their protocol-relative form once parsed.
export const HOME_PATH = '/';

const AUTH_PATHS = ['/login', '/register', '/sso-login'];

/** The login page that brings the visitor back to `location` once signed in (read by redirectTarget). */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login/?${new URLSearchParams({ redirect: `${location.pathname}${location.search}${location.hash}` })}`;
}

export function redirectTarget(search: string, origin: string): string {
  const requested = new URLSearchParams(search).get('redirect');
  if (!requested?.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return HOME_PATH;
  }
  // The target is handed to location.assign as a path: one that starts with two slashes (or a
  // slash and a backslash) would be read there as another host.
  if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return HOME_PATH;
  // Back to a sign-in page would only ask again.
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.some((auth) => path === auth || path.startsWith(`${auth}/`))) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
