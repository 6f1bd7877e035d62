/**
 * Typed errors thrown by services; the global error handler turns them into the one error
 * shape of docs/architecture.md §3. Handlers never build error replies by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { msg?: string; fields?: Record<string, string> } = {},
    /** Reply headers that belong to the error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const Invalid = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, { fields, msg: message });
export const Unauthorized = (message: string) => new HttpError(401, message, { msg: message });
export const Forbidden = (message: string) => new HttpError(403, message, { msg: message });
export const NotFound = (message: string) => new HttpError(404, message, { msg: message });
export const Conflict = (message: string) => new HttpError(409, message, { msg: message });
export const UnsupportedMedia = (message: string) => new HttpError(415, message, { msg: message });
export const TooLarge = (message: string) => new HttpError(413, message, { msg: message });
export const TooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { msg: message }, { 'retry-after': String(retryAfterSeconds) });
