import {
  LENGTHS,
  LISTING_CITIES,
  REVIEW_QUEUE_STATUSES,
  TYPE_FILTERS,
  type City,
  type ReviewQueueStatus,
  type TypeFilter,
} from '@basera/contract';

/*
 * The review queue lives in the dashboard's URL beside ?tab=property, so a reload, a shared
 * link and the back button return to the same filters and the same listing under review:
 * ?tab=property&status=all&type=rent&city=Raipur&q=lake&review={propertyId}.
 */

export type QueueFilters = {
  status: ReviewQueueStatus;
  propertyType: TypeFilter;
  /** '' for every city. */
  city: City | '';
  search: string;
};

export const DEFAULT_QUEUE_FILTERS: QueueFilters = {
  status: 'Submitted',
  propertyType: 'all',
  city: '',
  search: '',
};

const PARAMS = { status: 'status', propertyType: 'type', city: 'city', search: 'q' } as const;
const REVIEW_PARAM = 'review';

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** The filters in the URL; anything unknown (a typed or an old link) falls back to the default. */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  return {
    status: oneOf(REVIEW_QUEUE_STATUSES, params.get(PARAMS.status)) ?? DEFAULT_QUEUE_FILTERS.status,
    propertyType:
      oneOf(TYPE_FILTERS, params.get(PARAMS.propertyType)) ?? DEFAULT_QUEUE_FILTERS.propertyType,
    city: oneOf(LISTING_CITIES, params.get(PARAMS.city)) ?? '',
    search: (params.get(PARAMS.search) ?? '').slice(0, LENGTHS.search.max),
  };
}

/** The URL's parameters with these filters; defaults are left out so plain links stay short. */
export function withQueueFilters(params: URLSearchParams, filters: QueueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAMS) as (keyof QueueFilters)[]) {
    const value = filters[key].trim();
    if (value && value !== DEFAULT_QUEUE_FILTERS[key]) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

/** The listing open on the review screen, or null for the queue itself. */
export function readReviewId(params: URLSearchParams): string | null {
  return params.get(REVIEW_PARAM) || null;
}

export function withReviewId(params: URLSearchParams, propertyId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (propertyId) next.set(REVIEW_PARAM, propertyId);
  else next.delete(REVIEW_PARAM);
  return next;
}

/** The review screen of one listing, for links from elsewhere (the reports): every status. */
export function reviewHref(propertyId: string): string {
  const params = new URLSearchParams({ tab: 'property', [PARAMS.status]: 'all' });
  return `/adminDashboard?${withReviewId(params, propertyId).toString()}`;
}

/** Whether anything narrows the queue beyond the status. */
export function isNarrowed(filters: QueueFilters): boolean {
  return filters.propertyType !== 'all' || filters.city !== '' || filters.search.trim() !== '';
}
