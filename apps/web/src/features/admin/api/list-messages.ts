import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** A contact message as the admin list reads it: `name` repeats `fullName` (docs/product.md §3). */
export type AdminMessage = ContactMessage & { name?: string };

/** GET /admin/Messages?limit=&offset= → messages sent through the contact form. */
export function useMessagesList() {
  return useInfiniteQuery(
    pagedListOptions<AdminMessage>(adminKeys.list('messages'), {
      path: '/admin/Messages',
      auth: 'admin',
    }),
  );
}
