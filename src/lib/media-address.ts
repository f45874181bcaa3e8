// Where an address that a user sends (an avatar, a comment's picture) may point, since every
// reader's browser loads it: an absolute http(s) URL, or a path of this site. A path must start
// with exactly one '/': '//host/x' and '/\host/x' are protocol-relative in browsers (they read '\'
// as '/'), so they would load from any host while looking like a path. Browsers also drop tabs and
// line breaks from URLs ('/\t/host' becomes '//host'), so no whitespace or control character passes.

// Whitespace, control characters and the backslash, anywhere.
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/;

export function isMediaAddress(text: string): boolean {
  if (text === '' || UNSAFE.test(text)) return false;
  if (text.startsWith('/')) return text[1] !== '/';
  // The host follows the scheme at once: the URL parser would read 'http:///a.png' as host 'a.png'.
  if (!/^https?:\/\/[^/]/i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
