import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const press = (
  key: string,
  held: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => shortcutOf({ key, altKey: false, ctrlKey: false, metaKey: false, ...held });

describe('the review keys', () => {
  it('J, K, Enter, A and R, whatever the case', () => {
    expect(press('j')).toBe('next');
    expect(press('K')).toBe('previous');
    expect(press('Enter')).toBe('open');
    expect(press('a')).toBe('approve');
    expect(press('R')).toBe('reject');
  });

  it('leave other keys and shortcuts of the browser alone', () => {
    expect(press('x')).toBeNull();
    expect(press('r', { ctrlKey: true })).toBeNull();
    expect(press('a', { metaKey: true })).toBeNull();
    expect(press('j', { altKey: true })).toBeNull();
  });
});
