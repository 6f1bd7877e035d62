/** Cache keys of the admin's data. Every key starts with 'admin', so one call refreshes them all. */
export type AdminListName = 'users' | 'owners' | 'meetings' | 'messages' | 'testimonials';

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  list: (name: AdminListName) => ['admin', 'list', name] as const,
  ownerProperties: (ownerId: string) => ['admin', 'ownerProperties', ownerId] as const,
  /** The review queue under one set of filters. */
  reviewQueue: (filters: object) => ['admin', 'reviewQueue', filters] as const,
  /** One listing's review screen. */
  review: (propertyId: string) => ['admin', 'review', propertyId] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  /** Listers' reports of reviews. */
  reviewReports: (status: string) => ['admin', 'reviewReports', status] as const,
};
