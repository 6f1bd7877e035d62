import type { ApiError as ApiErrorBody } from '@basera/contract';
import { clearToken, getToken, markOfflineSession, type SessionKind } from './auth';

/**
 * The one way the app talks to the server: same origin, JSON, Bearer token when a call needs
 * one. It never shows a toast or navigates; callers decide what the user sees.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The server's error body when it sent one. */
  readonly body: ApiErrorBody | undefined;

  constructor(message: string, status: number, body?: ApiErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }

  /** Field messages of a 400 answer, keyed like the request body. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

export const NETWORK_ERROR = 'Network Error';
/** Said instead of failing when a call cannot reach the server because the device is offline. */
export const OFFLINE_ERROR = 'You are offline. This needs an internet connection.';

/**
 * How requests reach the server: the browser's fetch, or, while the server renders a page
 * (src/entry-server.tsx), the server answering its own routes in-process.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The text to show a user for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return NETWORK_ERROR;
}

/** The device says it has no connection (always false while rendering on the server). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The error for a call that got no answer: a write made offline says it needs a connection;
 * anything else is SPEC's 'Network Error' (a screen that could not load says so and offers to
 * try again, and the offline banner says why). Status 0, like every call without an answer.
 */
export function noAnswerError(method: RequestOptions['method'] = 'GET'): ApiError {
  return new ApiError(method !== 'GET' && isOffline() ? OFFLINE_ERROR : NETWORK_ERROR, 0);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Which stored token to send. A 401 answer then clears that token (the session expired). */
  auth?: SessionKind;
  /** Send cookies (docs/product.md §7: the sign-in calls do). */
  withCredentials?: boolean;
  signal?: AbortSignal;
};

/** `msg ?? error` of an error body (docs/architecture.md §3), or null when the body is not one. */
function messageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { msg, error } = value as { msg?: unknown; error?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  if (typeof error === 'string' && error) return error;
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer's body, parsed; throws an ApiError for any answer that is not a success. */
async function send(
  path: string,
  options: RequestOptions,
): Promise<{ data: unknown; response: Response }> {
  const { method = 'GET', body, auth, withCredentials, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken(auth) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A write offline is not sent at all: every form then says it needs a connection and keeps
  // what was typed. Reads still go out, since the service worker may answer them from its cache.
  if (method !== 'GET' && isOffline()) throw noAnswerError(method);
  // The worker keeps a user's answers only for the session it was told is current.
  if (token && auth === 'user') await markOfflineSession(token);

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: withCredentials ? 'include' : 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query: let TanStack Query see the abort
    throw noAnswerError(method);
  }

  const data = await readJson(response);
  if (response.ok) return { data, response };

  if (response.status === 401 && auth && token) clearToken(auth, token);
  const message = messageOf(data);
  if (message) throw new ApiError(message, response.status, data as ApiErrorBody);
  throw new ApiError(`Request failed with status code ${response.status}`, response.status);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T;
}

/** A list's answer with the number of all its matches, when the server sends X-Total-Count. */
export type Counted<T> = { data: T; total: number | null };

function totalCountOf(headers: Headers): number | null {
  const value = headers.get('X-Total-Count')?.trim();
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export async function apiRequestCounted<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Counted<T>> {
  const { data, response } = await send(path, options);
  return { data: data as T, total: totalCountOf(response.headers) };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  /** GET a paged list and how many match in all (docs/architecture.md §3: the body stays an array). */
  getCounted: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequestCounted<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/** Encodes one path segment (ids and link tokens come from URLs the user may have edited). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
