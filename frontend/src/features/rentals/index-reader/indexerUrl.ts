/**
 * Where the chain's index (the Ponder indexer, docs/indexer.md) answers, or null when the app reads
 * the chain alone. VITE_INDEXER_URL sets it for a build (`npm start` sets http://localhost:42069);
 * localStorage `toolshare.indexerUrl` overrides it in one browser (the browser tests point a build at
 * their own indexer that way; an empty value switches the index off).
 */
export const INDEXER_URL_KEY = 'toolshare.indexerUrl';

export function indexerUrl(configured: string | undefined = import.meta.env.VITE_INDEXER_URL): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(INDEXER_URL_KEY);
  } catch {
    // Storage unavailable: the build's setting.
  }
  const url = (stored ?? configured ?? '').trim().replace(/\/+$/, '');
  return url === '' ? null : url;
}
