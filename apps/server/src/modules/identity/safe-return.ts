const PROBE = 'http://store.invalid';

/**
 * The place to come back to after signing in: a path inside the store, or null when the value could
 * leave it (absolute or protocol-relative URLs, backslashes, control characters). Empty means home.
 * A login_code left in it is dropped.
 */
export function safeReturnPath(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/';
  if (value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  url.searchParams.delete('login_code');
  url.searchParams.delete('login_error');
  return url.pathname + url.search + url.hash;
}
