// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { LoadMore, type NextPageQuery } from './load-more';

afterEach(cleanup);

function pagedQuery(state: Partial<NextPageQuery> = {}): NextPageQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...state,
  };
}

describe('LOAD MORE', () => {
  it('asks for the next page when tapped, named for what it loads', async () => {
    const query = pagedQuery();
    await renderInLanguage(<LoadMore query={query} label="Load more properties" />);
    const button = screen.getByRole('button', { name: 'Load more properties' });
    expect(button.textContent).toBe('LOAD MORE');
    fireEvent.click(button);
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is busy and cannot be tapped again while the page loads', async () => {
    const query = pagedQuery({ isFetchingNextPage: true });
    await renderInLanguage(<LoadMore query={query} />);
    const button = screen.getByRole('button', { name: 'LOADING…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
  });

  it('is gone once the list has ended', async () => {
    const { container } = await renderInLanguage(
      <LoadMore query={pagedQuery({ hasNextPage: false })} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('says so in the button’s place when the list says how it ends', async () => {
    await renderInLanguage(
      <LoadMore query={pagedQuery({ hasNextPage: false })} endText="All 12 users shown" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('All 12 users shown')).toBeTruthy();
  });

  it('says a failed page and keeps the button to try again', async () => {
    const query = pagedQuery({ isFetchNextPageError: true });
    await renderInLanguage(
      <LoadMore query={query} errorText="We could not load more users. Please try again." />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load more users. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('speaks the reader’s language, or the list’s own words', async () => {
    await renderInLanguage(<LoadMore query={pagedQuery()} />, { language: 'hi' });
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeTruthy();
    cleanup();
    await renderInLanguage(
      <LoadMore query={pagedQuery()} text={{ idle: 'Load more', loading: 'Loading…' }} />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});

describe('LOAD MORE that loads on scroll', () => {
  type Watcher = { callback: IntersectionObserverCallback; disconnected: boolean };
  const watchers: Watcher[] = [];

  function watchIntersections() {
    watchers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly watcher: Watcher;
        constructor(callback: IntersectionObserverCallback) {
          this.watcher = { callback, disconnected: false };
          watchers.push(this.watcher);
        }
        observe() {}
        disconnect() {
          this.watcher.disconnected = true;
        }
      },
    );
  }

  function endComesIntoView() {
    const watcher = watchers.findLast((candidate) => !candidate.disconnected);
    watcher?.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }

  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page when the end of the list comes into view', async () => {
    watchIntersections();
    const query = pagedQuery();
    await renderInLanguage(<LoadMore query={query} loadOnScroll />);
    endComesIntoView();
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('waits while a page loads, after a failure, and once the list has ended', async () => {
    for (const state of [
      { isFetchingNextPage: true },
      { isFetchNextPageError: true },
      { hasNextPage: false },
    ]) {
      watchIntersections();
      const query = pagedQuery(state);
      await renderInLanguage(<LoadMore query={query} loadOnScroll endText="All shown" />);
      endComesIntoView();
      expect(query.fetchNextPage).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('never loads by itself unless asked to', async () => {
    watchIntersections();
    const query = pagedQuery();
    await renderInLanguage(<LoadMore query={query} />);
    expect(watchers).toEqual([]);
  });
});
