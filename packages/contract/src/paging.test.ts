import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { pageQuerySchema } from './paging';

describe('paging (pageQuerySchema)', () => {
  it('a request without paging gets the first page of 6', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 6, offset: 0 });
    expect(PAGE_SIZE).toBe(6);
  });

  it('query-string numbers are read as numbers', () => {
    expect(pageQuerySchema.parse({ limit: '12', offset: '6' })).toEqual({ limit: 12, offset: 6 });
  });

  it('numbers are accepted as they are', () => {
    expect(pageQuerySchema.parse({ limit: 3, offset: 9 })).toEqual({ limit: 3, offset: 9 });
  });

  it('a limit of 1 and of 100 is accepted', () => {
    expect(pageQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(pageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  for (const limit of ['101', '1000000', '0', '-6', '2.5', 'six', '']) {
    it(`a limit of ${JSON.stringify(limit)} is rejected`, () => {
      const result = pageQuerySchema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['limit']);
    });
  }

  it('an offset of 0 and of 1,000,000 is accepted', () => {
    expect(pageQuerySchema.parse({ offset: '0' }).offset).toBe(0);
    expect(pageQuerySchema.parse({ offset: '1000000' }).offset).toBe(1_000_000);
  });

  for (const offset of ['-1', '1000001', '1.5', 'abc']) {
    it(`an offset of ${JSON.stringify(offset)} is rejected`, () => {
      const result = pageQuerySchema.safeParse({ offset });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['offset']);
    });
  }
});
