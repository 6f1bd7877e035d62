/** Cache keys of the admin's data. Every key starts with 'admin', so one call refreshes them all. */
export type AdminListName =
  'users' | 'owners' | 'properties' | 'meetings' | 'messages' | 'testimonials';

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  list: (name: AdminListName) => ['admin', 'list', name] as const,
  ownerProperties: (ownerId: string) => ['admin', 'ownerProperties', ownerId] as const,
};
