import { describe, expect, it } from 'vitest';
import { flattenPages, nextCountedPageOffset, nextPageOffset, pageQuery, totalOf } from './paging';

const item = (_id: string) => ({ _id });

describe('the next page of a list', () => {
  const next = nextPageOffset<{ _id: string }>(2);

  it('starts after everything read so far', () => {
    const pages = [
      [item('a'), item('b')],
      [item('c'), item('d')],
    ];
    expect(next(pages[1]!, pages)).toBe(4);
  });

  it('is none once a page comes back short', () => {
    const pages = [[item('a'), item('b')], [item('c')]];
    expect(next(pages[1]!, pages)).toBeUndefined();
  });

  it('is asked for with limit and offset', () => {
    expect(pageQuery({ limit: 6, offset: 12 })).toBe('limit=6&offset=12');
  });
});

describe('the pages read as one list', () => {
  it('keeps the order and shows a record that moved to the next page once', () => {
    const data = {
      pages: [
        [item('a'), item('b')],
        [item('b'), item('c')],
      ],
    };
    expect(flattenPages(data).map(({ _id }) => _id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty before the first page arrives', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('counted pages', () => {
  const counted = (ids: string[], total: number | null) => ({ items: ids.map(item), total });
  const next = nextCountedPageOffset<{ _id: string }>(2);

  it('end where the total says, even on a full page', () => {
    const pages = [counted(['a', 'b'], 4), counted(['c', 'd'], 4)];
    expect(next(pages[0]!, pages.slice(0, 1))).toBe(2);
    expect(next(pages[1]!, pages)).toBeUndefined();
  });

  it('end on a short page when the server gives no total', () => {
    const pages = [counted(['a', 'b'], null), counted(['c'], null)];
    expect(next(pages[0]!, pages.slice(0, 1))).toBe(2);
    expect(next(pages[1]!, pages)).toBeUndefined();
  });

  it('say the newest total, and nothing before the first page', () => {
    expect(totalOf({ pages: [counted(['a', 'b'], 4), counted(['c'], 3)] })).toBe(3);
    expect(totalOf({ pages: [counted(['a'], null)] })).toBeNull();
    expect(totalOf(undefined)).toBeNull();
  });

  it('read as one list', () => {
    const data = { pages: [counted(['a', 'b'], 3), counted(['b', 'c'], 3)] };
    expect(flattenPages(data).map(({ _id }) => _id)).toEqual(['a', 'b', 'c']);
  });
});
