import {
  todayInIndia,
  type CampaignStatus,
  type ContactInput,
  type Counts,
  type MeetingInput,
  type Property,
  type PropertyInput,
  type PropertyType,
  type ReportReason,
  type Review,
  type Testimonial,
  type TestimonialInput,
} from '@basera/contract';
import { createSignedInUser, type Person, type SignedInUser } from './api';
import { apiOk } from './http';
import { photoFiles } from './photos';
import type { Stack } from './stack';

/*
 * Test data through the API (where the UI is not what a test is about): owners, listings in
 * every status, photos, reviews, meetings, messages and testimonials. Each helper checks the
 * answer's status, so a broken setup fails where it happened.
 */

/**
 * Data a test file's tests share, made on the first call and kept for the file (each file has
 * its own stack).
 */
export function oncePerFile<T>(make: (stack: Stack) => Promise<T>): (stack: Stack) => Promise<T> {
  let made: Promise<T> | undefined;
  return (stack) => (made ??= make(stack));
}

/** A verified, signed-in user who has also signed in as owner. */
export async function createOwner(
  stack: Stack,
  overrides: Partial<Person> = {},
): Promise<SignedInUser> {
  const user = await createSignedInUser(stack, overrides);
  await apiOk(stack, 'PUT', '/owner/signInAsOwner', {
    token: user.token,
    body: { userId: user.userId },
  });
  return user;
}

const COMMON = {
  desc: 'Well kept property with good light and air, close to the market, a school and the bus stop.',
  address: 'Vyapar Vihar, Near Seepat Road',
  city: 'Bilaspur',
  mapLink: 'https://maps.google.com/?q=22.08,82.14',
  area: 1150,
  listedBy: 'Owner',
} as const;

/** A valid listing of each type (docs/product.md §3); titles are overridden per test. */
export const LISTING_BY_TYPE: { [T in PropertyType]: Extract<PropertyInput, { propertyType: T }> } =
  {
    rent: {
      ...COMMON,
      propertyType: 'rent',
      propertyTitle: 'Rent listing',
      bhk: '2 BHK',
      property: 'Apartment',
      propertyCondition: 'Semi-Furnished',
      rent: 14000,
      deposit: 28000,
      amenities: ['Lift', 'Parking'],
    },
    sell: {
      ...COMMON,
      propertyType: 'sell',
      propertyTitle: 'Sell listing',
      bhk: '3 BHK',
      property: 'Independent House',
      propertyCondition: 'Furnished',
      price: 4500000,
      amenities: ['Park'],
    },
    commercial: {
      ...COMMON,
      propertyType: 'commercial',
      propertyTitle: 'Commercial listing',
      property: 'Office Space',
      propertyCondition: 'Furnished',
      rent: 45000,
      deposit: 150000,
      amenities: ['Pantry', 'Reception'],
    },
    pgHostel: {
      ...COMMON,
      propertyType: 'pgHostel',
      propertyTitle: 'PG listing',
      sharing: 'Double',
      rent: 6500,
      deposit: 6500,
      amenities: ['WiFi', 'Laundry Service'],
    },
    plot: {
      ...COMMON,
      propertyType: 'plot',
      propertyTitle: 'Plot listing',
      price: 1800000,
      amenities: [],
    },
  };

export function listingOf<T extends PropertyType>(
  type: T,
  overrides: Partial<Extract<PropertyInput, { propertyType: T }>> = {},
): Extract<PropertyInput, { propertyType: T }> {
  return { ...LISTING_BY_TYPE[type], ...overrides };
}

export async function addPropertyViaApi(
  stack: Stack,
  owner: SignedInUser,
  input: PropertyInput,
): Promise<Property> {
  const answer = await apiOk<{ property: Property }>(
    stack,
    'POST',
    '/owner/addProperty',
    { token: owner.token, body: { userId: owner.userId, ...input } },
    201,
  );
  return answer.property;
}

/** Uploads `count` generated JPEG photos as the owner's browser would (multipart). */
export async function uploadPhotosViaApi(
  stack: Stack,
  owner: SignedInUser,
  propertyId: string,
  count = 4,
  firstSeed = 0,
): Promise<void> {
  const form = new FormData();
  form.append('userId', owner.userId);
  form.append('property_id', propertyId);
  for (const file of await photoFiles(count, firstSeed)) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  }
  await apiOk(stack, 'POST', '/owner/uploadPropertyImg', { token: owner.token, form });
}

export async function submitViaApi(
  stack: Stack,
  owner: SignedInUser,
  propertyId: string,
): Promise<void> {
  await apiOk(stack, 'PUT', '/owner/submitProperty', {
    token: owner.token,
    body: { userId: owner.userId, propertyId },
  });
}

export async function setCampaignViaApi(
  stack: Stack,
  adminToken: string,
  owner: SignedInUser,
  propertyId: string,
  campaignRequest: Exclude<CampaignStatus, 'Pending'>,
  reason = 'The photos do not show this property. Please add photos of the rooms.',
): Promise<void> {
  await apiOk(stack, 'PUT', '/admin/updateCampaignRequest', {
    token: adminToken,
    body: {
      userId: owner.userId,
      propertyId,
      campaignRequest,
      ...(campaignRequest === 'Reject' && { reason }),
    },
  });
}

/**
 * A listing in the given status: added, then (beyond Pending) photographed, submitted and set
 * by the admin. Answers the stored property as its owner reads it.
 */
export async function propertyViaApi(
  stack: Stack,
  owner: SignedInUser,
  adminToken: string,
  input: PropertyInput,
  { status = 'Approve', photos = 4 }: { status?: CampaignStatus; photos?: number } = {},
): Promise<Property> {
  const added = await addPropertyViaApi(stack, owner, input);
  if (photos > 0) await uploadPhotosViaApi(stack, owner, added._id, photos);
  if (status !== 'Pending') {
    await submitViaApi(stack, owner, added._id);
    if (status !== 'Submitted') {
      await setCampaignViaApi(stack, adminToken, owner, added._id, status);
    }
  }
  return apiOk<Property>(
    stack,
    'GET',
    `/owner/getPropertyDetails?${new URLSearchParams({ userId: owner.userId, propertyId: added._id })}`,
    { token: owner.token },
  );
}

export async function countsViaApi(stack: Stack, adminToken: string): Promise<Counts> {
  return apiOk<Counts>(stack, 'GET', '/admin/getCount', { token: adminToken });
}

export async function reviewViaApi(
  stack: Stack,
  user: SignedInUser,
  propertyId: string,
  review: string,
): Promise<Review> {
  const answer = await apiOk<{ review: Review }>(
    stack,
    'POST',
    `/user/property/review/${user.userId}/${propertyId}`,
    { token: user.token, body: { review } },
  );
  return answer.review;
}

export async function meetingViaApi(
  stack: Stack,
  user: SignedInUser,
  propertyId: string,
  meeting: MeetingInput,
): Promise<void> {
  await apiOk(stack, 'POST', `/user/scheduleMeeting/${propertyId}`, {
    token: user.token,
    body: meeting,
  });
}

/** A reader reports a listing, as from the details page's 'Report this listing'. */
export async function reportViaApi(
  stack: Stack,
  reader: SignedInUser,
  propertyId: string,
  reason: ReportReason,
  details = '',
): Promise<void> {
  await apiOk(
    stack,
    'POST',
    `/user/reportProperty/${propertyId}`,
    { token: reader.token, body: { reason, details } },
    201,
  );
}

export async function contactViaApi(stack: Stack, message: ContactInput): Promise<void> {
  await apiOk(stack, 'POST', '/user/contact', { body: message });
}

export async function testimonialViaApi(
  stack: Stack,
  adminToken: string,
  testimonial: TestimonialInput,
): Promise<Testimonial> {
  const answer = await apiOk<{ testimonial: Testimonial }>(
    stack,
    'POST',
    '/admin/addTestimonial',
    { token: adminToken, body: testimonial },
    201,
  );
  return answer.testimonial;
}

/** A calendar date in India `days` from today, as a date input holds it (YYYY-MM-DD). */
export function indianDatePlus(days: number, now: Date = new Date()): string {
  const date = new Date(`${todayInIndia(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
