import { describe, expect, it } from 'vitest';
import {
  listingIdOf,
  listingUrls,
  offlineFallbackOf,
  privateReadOf,
  savedToggleOf,
  userIdOfAuthorization,
} from './requests';

const ORIGIN = 'http://127.0.0.1:3000';
const USER = '0b9a7c1e-2f4d-4e8a-9c3b-5d6e7f8a9b0c';
const LISTING = '7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f';
const url = (path: string) => new URL(path, ORIGIN);

function token(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('reads the worker keeps for offline use', () => {
  it("recognises the details page's reads as the app's api/ files write them", () => {
    expect(privateReadOf(url(listingUrls.details(LISTING)))).toEqual({
      kind: 'listing',
      listingId: LISTING,
    });
    expect(privateReadOf(url(listingUrls.firstReviews(LISTING)))).toEqual({
      kind: 'listingExtra',
      listingId: LISTING,
    });
    expect(privateReadOf(url(listingUrls.savedState(USER, LISTING)))).toEqual({
      kind: 'listingExtra',
      listingId: LISTING,
    });
    expect(privateReadOf(url(listingUrls.firstSavedPage(USER)))).toEqual({
      kind: 'savedList',
      userId: USER,
    });
  });

  it("recognises the cards' saved hearts as lib/saved-ids.ts asks for them", () => {
    expect(privateReadOf(url(listingUrls.savedIds(USER)))).toEqual({
      kind: 'savedIds',
      userId: USER,
    });
    expect(listingIdOf(url(listingUrls.savedIds(USER)))).toBeNull();
  });

  it('matches paths in any case, as the server does, and names ids in lower case', () => {
    expect(privateReadOf(url(`/API/Property/${LISTING.toUpperCase()}`))).toEqual({
      kind: 'listing',
      listingId: LISTING,
    });
  });

  it('keeps only the first page of reviews', () => {
    expect(privateReadOf(url(`/user/property/review/${LISTING}?limit=6&offset=6`))).toBeNull();
  });

  it('leaves lists, search, admin and account reads alone', () => {
    for (const path of [
      '/api/property?limit=6&offset=0',
      '/user/search?search=2bhk',
      `/admin/reviewProperty/${LISTING}`,
      `/api/getUser/${USER}`,
      `/owner/getPropertyDetails?userId=${USER}&propertyId=${LISTING}`,
      '/api/property/not-an-id',
    ]) {
      expect(privateReadOf(url(path)), path).toBeNull();
    }
  });

  it('ties every kept URL of a listing to it, photos included', () => {
    for (const path of [
      listingUrls.details(LISTING),
      listingUrls.firstReviews(LISTING),
      listingUrls.savedState(USER, LISTING),
      `/uploads/${USER}/${LISTING}/a1b2.thumb.webp`,
    ]) {
      expect(listingIdOf(url(path)), path).toBe(LISTING);
    }
    expect(listingIdOf(url(listingUrls.firstSavedPage(USER)))).toBeNull();
  });

  it('sees saving and unsaving only in their POSTs', () => {
    expect(savedToggleOf(url('/user/saveProperty'), 'POST')).toBe(true);
    expect(savedToggleOf(url('/user/unsaveProperty'), 'POST')).toBe(false);
    expect(savedToggleOf(url('/user/saveProperty'), 'GET')).toBeNull();
    expect(savedToggleOf(url('/user/contact'), 'POST')).toBeNull();
  });
});

describe('whose caches a request uses', () => {
  const future = Math.floor(Date.now() / 1000) + 3600;

  it("is the user named by a user's token", () => {
    const header = `Bearer ${token({ kind: 'user', userId: USER.toUpperCase(), exp: future })}`;
    expect(userIdOfAuthorization(header)).toBe(USER);
  });

  it("is nobody's for an admin's token, an expired one, no token or garbage", () => {
    const admin = token({ kind: 'admin', adminId: USER, email: 'a@b.in', exp: future });
    const expired = token({ kind: 'user', userId: USER, exp: 1 });
    for (const header of [
      `Bearer ${admin}`,
      `Bearer ${expired}`,
      null,
      '',
      'Bearer',
      'Bearer a.b.c',
      `Basic ${token({ kind: 'user', userId: USER })}`,
      `Bearer ${token({ kind: 'user', userId: '../../x' })}`,
    ]) {
      expect(userIdOfAuthorization(header), String(header)).toBeNull();
    }
  });
});

describe('what an offline navigation falls back to', () => {
  it('opens the app for saved listings and the static pages', () => {
    for (const path of [
      '/savedProperty/mine',
      `/savedProperty/${USER}`,
      '/about',
      '/PrivacyPolicy',
      '/termsOfUse',
      '/contact',
    ]) {
      expect(offlineFallbackOf(path), path).toEqual({ to: 'shell' });
    }
  });

  it("opens a listing's details only if that listing is kept", () => {
    for (const path of [
      `/propertyDetails/user/${LISTING}`,
      `/search/PropertyDetails/user/${LISTING.toUpperCase()}`,
    ]) {
      expect(offlineFallbackOf(path), path).toEqual({ to: 'shellIfCached', listingId: LISTING });
    }
  });

  it('shows the offline page anywhere else', () => {
    for (const path of [
      '/',
      '/home',
      '/search',
      '/ownerDashboard',
      '/adminDashboard',
      '/nowhere',
    ]) {
      expect(offlineFallbackOf(path), path).toEqual({ to: 'offline' });
    }
  });
});
