import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberReturnPath,
  RETURN_PATH_LIFETIME_MS,
  returnPathFor,
  sameOriginPath,
  takeReturnPath,
} from './return-path';

/** Where a browser would go if it followed `path` from a page of this site. */
const landsOn = (path: string) => new URL(path, 'https://basera.in/search').origin;

describe('return paths stay on this site', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(sameOriginPath('/propertyDetails/user/abc')).toBe('/propertyDetails/user/abc');
    expect(sameOriginPath('/ownerDashboard?confirm=1#top')).toBe('/ownerDashboard?confirm=1#top');
  });

  it('refuses other sites, however they are written', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /x',
      'http://evil.example/',
      'https:evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      '',
      null,
      42,
      { path: '/' },
    ])
      expect(sameOriginPath(value), String(value)).toBeNull();
  });

  it('never lets any text lead to another origin (property test)', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '//',
      ':',
      '@',
      '.',
      '%2F',
      '%5C',
      '\t',
      'http:',
      'evil.example',
      '?',
      '#',
      'x',
    );
    const crafted = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), crafted), (value) => {
        const path = sameOriginPath(value);
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(path).not.toMatch(/\\/);
        expect(landsOn(path)).toBe('https://basera.in');
        // What was accepted as given is accepted again as it is.
        expect(sameOriginPath(path)).toBe(path);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe('which sign-in returns where', () => {
  it('sends the admin back to admin screens only, a user to the others only', () => {
    expect(returnPathFor('admin', '/adminDashboard')).toBe('/adminDashboard');
    expect(returnPathFor('admin', '/ownerProperty/abc')).toBe('/ownerProperty/abc');
    expect(returnPathFor('admin', '/propertyDetails/user/abc')).toBeNull();
    expect(returnPathFor('user', '/ADMINdashboard')).toBeNull();
    expect(returnPathFor('user', '/propertyDetails/user/abc')).toBe('/propertyDetails/user/abc');
    expect(returnPathFor('user', '/addProperty')).toBe('/addProperty');
  });

  it('never returns to a screen that signs in again', () => {
    for (const path of ['/signIn', '/signup', '/adminSignIn', '/emailVerified/x', '/message'])
      expect(returnPathFor('user', path), path).toBeNull();
  });
});

describe('the kept path', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
  });

  it('is taken once, by the sign-in it was kept for', () => {
    rememberReturnPath('user', '/propertyDetails/user/abc', 0);
    expect(takeReturnPath('admin', 1)).toBeNull();
    expect(takeReturnPath('user', 2)).toBe('/propertyDetails/user/abc');
    expect(takeReturnPath('user', 3)).toBeNull();
  });

  it('expires', () => {
    rememberReturnPath('user', '/addProperty', 0);
    expect(takeReturnPath('user', RETURN_PATH_LIFETIME_MS)).toBeNull();
    rememberReturnPath('user', '/addProperty', 0);
    expect(takeReturnPath('user', RETURN_PATH_LIFETIME_MS - 1)).toBe('/addProperty');
  });

  it('is never another site, even when the storage was written by hand', () => {
    rememberReturnPath('user', '//evil.example', 0);
    expect(takeReturnPath('user', 1)).toBeNull();
    window.localStorage.setItem(
      'basera.returnPath',
      JSON.stringify({ kind: 'user', path: '//evil.example', until: 10 }),
    );
    expect(takeReturnPath('user', 1)).toBeNull();
    window.localStorage.setItem('basera.returnPath', '{not json');
    expect(takeReturnPath('user', 1)).toBeNull();
  });
});
