/*
 * The one way the tests and their helpers call the server's HTTP API, for setting up data and
 * for checking what the server kept. JSON in and out, a Bearer token when given.
 */

export type CallOptions = {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of a JSON body. */
  form?: FormData;
  signal?: AbortSignal;
};

export type Answer<T> = { status: number; data: T };

/** Calls the API and answers the status and the body (parsed when it is JSON). */
export async function apiCall<T = unknown>(
  stack: { baseUrl: string },
  method: string,
  path: string,
  { token, body, form, signal }: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, data: (json && text ? JSON.parse(text) : text) as T };
}

/** Calls the API and fails with the answer unless its status is `wanted`; answers the body. */
export async function apiOk<T = unknown>(
  stack: { baseUrl: string },
  method: string,
  path: string,
  options: CallOptions = {},
  wanted = 200,
): Promise<T> {
  const answer = await apiCall<T>(stack, method, path, options);
  if (answer.status !== wanted) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  }
  return answer.data;
}
