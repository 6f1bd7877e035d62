/**
 * The claims of a session token, read without checking its signature: the browser only needs to
 * know whose token it holds and until when; the server verifies every token it is sent
 * (apps/server/src/lib/access-tokens.ts). A compact JWT is three base64url parts; the middle one
 * is the claims as UTF-8 JSON. Null for anything else. A few lines instead of a JWT library in
 * the first-load script, which carried one for this alone.
 */
export function readTokenClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
