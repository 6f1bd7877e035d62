import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageOffset, pageQuery } from './paging';

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
