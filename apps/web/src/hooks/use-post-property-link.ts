import type { LinkProps } from 'react-router';
import { useUserAuth } from '@/lib/auth';

/**
 * Where 'Post Property' leads: the owner dashboard (docs/product.md §2); signed out, the sign-in,
 * which then opens the add-property form, since posting a property is what the visitor asked for.
 */
export function usePostPropertyLink(): Pick<LinkProps, 'to' | 'state'> {
  const { token } = useUserAuth();
  return token ? { to: '/ownerDashboard' } : { to: '/signIn', state: { from: '/addProperty' } };
}
