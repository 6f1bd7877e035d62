/** First path segments that belong to the API: they never fall back to the web app. */
const API_SEGMENTS = new Set(['api', 'user', 'owner', 'admin', 'uploads', 'health']);

export function isApiPath(url: string): boolean {
  const first = url.split('?')[0]!.split('/')[1] ?? '';
  return API_SEGMENTS.has(first.toLowerCase());
}
