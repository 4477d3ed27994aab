/**
 * Whether the backend can be reached at all: a bodiless request to its API root that any answer, of any
 * status, counts as through (`no-cors`: its CORS rules do not matter, only the way there). A few seconds
 * without an answer count as no way.
 */
export function probeBackend(apiUrl: string, timeoutMs = 5000): () => Promise<boolean> {
  return async () => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    try {
      await fetch(`${apiUrl.replace(/\/$/, '')}/provider/v1/languages`, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: timeout.signal });
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
