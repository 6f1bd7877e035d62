import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageFromCookieHeader,
  pickLanguage,
  withLanguageParam,
} from './language';

describe('pickLanguage', () => {
  it('takes the lang parameter first', () => {
    expect(pickLanguage({ param: 'hi', cookie: 'en', stored: 'en' })).toBe('hi');
    expect(pickLanguage({ param: 'en', cookie: 'hi', stored: 'hi' })).toBe('en');
  });

  it('then the cookie, then the stored choice', () => {
    expect(pickLanguage({ param: null, cookie: 'hi', stored: 'en' })).toBe('hi');
    expect(pickLanguage({ param: null, cookie: null, stored: 'hi' })).toBe('hi');
  });

  it('falls back to English, and ignores values that are not a language', () => {
    expect(pickLanguage({})).toBe('en');
    expect(pickLanguage({ param: 'fr', cookie: 'HI', stored: '' })).toBe('en');
    expect(pickLanguage({ param: 'xx', cookie: null, stored: 'hi' })).toBe('hi');
  });
});

describe('the lang cookie', () => {
  it('lasts a year for every path, sent on same-site and top-level visits', () => {
    expect(languageCookie('hi')).toBe('lang=hi; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read back from a Cookie header among others', () => {
    expect(languageFromCookieHeader('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookieHeader('language=hi')).toBeNull();
    expect(languageFromCookieHeader(undefined)).toBeNull();
  });

  it('never throws on a damaged Cookie header: a broken escape is no choice (property test)', () => {
    expect(languageFromCookieHeader('lang=%E0%A4')).toBeNull();
    expect(languageFromCookieHeader('lang=%')).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const read = languageFromCookieHeader(`a=1; lang=${value}`);
        expect(read === null || typeof read === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('withLanguageParam', () => {
  it('sets lang and keeps the other parameters', () => {
    expect(withLanguageParam('?search=flat&lang=en', 'hi')).toBe('?search=flat&lang=hi');
    expect(withLanguageParam('', 'hi')).toBe('?lang=hi');
  });
});
