// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from './api-client';
import { countedListOptions, pagedListOptions, type ListSource } from './paged-list';
import { flattenPages, totalOf } from './paging';

// Tokens as the app stores them, without real sign-ins: the fetcher only asks for them.
vi.mock('./auth', () => ({
  getToken: (kind: string) => `${kind}-token`,
  clearToken: () => undefined,
  markOfflineSession: () => Promise.resolve(),
}));

type Row = { _id: string };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ _id: `row-${from + index}` }));

/** A server holding `all` rows; a request for an offset in `failing` gets a 500. */
function listServer(all: Row[], { total = false, failing = new Set<number>() } = {}) {
  const requests: { url: string; authorization: string | null }[] = [];
  setApiTransport(async (path, init) => {
    const url = new URL(path, 'http://basera.test');
    const headers = new Headers(init.headers);
    requests.push({ url: path, authorization: headers.get('Authorization') });
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    if (failing.has(offset)) {
      return new Response(JSON.stringify({ error: 'The list is resting' }), { status: 500 });
    }
    return new Response(JSON.stringify(all.slice(offset, offset + limit)), {
      status: 200,
      headers: total ? { 'X-Total-Count': String(all.length) } : {},
    });
  });
  return requests;
}

let client: QueryClient;
beforeEach(() => {
  // 'all': the test reads the hook's result after the render that changed it, so nothing may be
  // left out of the renders as untracked.
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, notifyOnChangeProps: 'all' } },
  });
});
afterEach(() => {
  cleanup();
  client.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** LOAD MORE: asks for the next page and waits until it has come, or failed. */
async function loadMore(result: { current: { fetchNextPage: () => Promise<unknown> } }) {
  const page = result.current.fetchNextPage();
  await act(async () => {
    await page;
  });
}

function readList(source: ListSource) {
  return renderHook(() => useInfiniteQuery(pagedListOptions<Row>(['rows'], source)), { wrapper });
}

describe('a list read page by page', () => {
  it('asks for the first page with its filters, limit and offset, and the token it names', async () => {
    const requests = listServer(rows(0, 3));
    const { result } = readList({
      path: '/admin/Reports',
      query: { status: 'open' },
      auth: 'admin',
      pageSize: 2,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([
      { url: '/admin/Reports?status=open&limit=2&offset=0', authorization: 'Bearer admin-token' },
    ]);
    expect(flattenPages(result.current.data).map((row) => row._id)).toEqual(['row-0', 'row-1']);
    expect(result.current.hasNextPage).toBe(true);
  });

  it('sends a public list without a token, and an encoded query string as it is', async () => {
    const requests = listServer(rows(0, 1));
    const { result } = readList({ path: '/user/search', query: 'search=2bhk%20raipur&bhk=1,2' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([
      { url: '/user/search?search=2bhk%20raipur&bhk=1,2&limit=6&offset=0', authorization: null },
    ]);
  });

  it('appends each next page after the rows read so far, and ends at a short page', async () => {
    const requests = listServer(rows(0, 5));
    const { result } = readList({ path: '/api/Testimonials', pageSize: 2 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    await loadMore(result);
    await waitFor(() => expect(flattenPages(result.current.data)).toHaveLength(4));
    expect(result.current.hasNextPage).toBe(true);

    await loadMore(result);
    await waitFor(() => expect(flattenPages(result.current.data)).toHaveLength(5));
    expect(flattenPages(result.current.data).map((row) => row._id)).toEqual(
      rows(0, 5).map((row) => row._id),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/Testimonials?limit=2&offset=0',
      '/api/Testimonials?limit=2&offset=2',
      '/api/Testimonials?limit=2&offset=4',
    ]);
  });

  it('reports a next page that failed and keeps every row already shown', async () => {
    listServer(rows(0, 6), { failing: new Set([2]) });
    const { result } = readList({ path: '/owner/meetings', pageSize: 2 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    await loadMore(result);
    await waitFor(() => expect(result.current.isFetchNextPageError).toBe(true));
    expect((result.current.error as Error).message).toBe('The list is resting');
    expect(flattenPages(result.current.data).map((row) => row._id)).toEqual(['row-0', 'row-1']);
    // The way on is still offered: the same page can be asked for again.
    expect(result.current.hasNextPage).toBe(true);
  });

  it('reports a first page that failed, with nothing to show', async () => {
    listServer(rows(0, 2), { failing: new Set([0]) });
    const { result } = readList({ path: '/admin/Users' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(flattenPages(result.current.data)).toEqual([]);
  });
});

describe('a counted list', () => {
  it('says how many match in all and ends when all of them are read', async () => {
    listServer(rows(0, 4), { total: true });
    const { result } = renderHook(
      () =>
        useInfiniteQuery(
          countedListOptions<Row>(['counted'], { path: '/api/property', pageSize: 2 }),
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(totalOf(result.current.data)).toBe(4);

    await loadMore(result);
    await waitFor(() => expect(flattenPages(result.current.data)).toHaveLength(4));
    // Four of four read: no empty page is asked for.
    expect(result.current.hasNextPage).toBe(false);
  });
});
