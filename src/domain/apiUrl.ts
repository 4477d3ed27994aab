/** The backend address an embed names (apart from the launch's schemas: the entries check it too). */

/**
 * An absolute http(s) address with no query string or fragment that the URL parser takes: a base that
 * paths are appended to (`http://[` or `http://a:99999` match the shape but are not addresses).
 */
export function isBaseUrl(url: string): boolean {
  if (!/^https?:\/\/[^\s?#]+$/.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with the backend address an embed names, or null: the build's own when the build pins it;
 * an origin with an optional path only (a query string or fragment would send every call astray), and
 * https in production (a loopback host, a developer's own machine, excepted: browsers treat it as secure).
 */
export function apiUrlProblem(url: string, environment: 'production' | 'sandbox', pinned: string | null = null): string | null {
  // A build that pins its backend (CRW_PIN_API_URL=1): a page cannot move the widget's calls to another.
  if (pinned !== null && url !== pinned) return `this build's backend is fixed: ${pinned}`;
  if (!isBaseUrl(url)) return 'an http(s) origin with an optional path, no query string or fragment';
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  if (environment === 'production' && protocol !== 'https:' && !loopback) return 'https is required in production';
  return null;
}
