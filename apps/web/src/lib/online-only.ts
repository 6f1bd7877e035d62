import { toast } from '@/lib/toast';
import { isOffline, OFFLINE_ERROR } from './api-client';

/**
 * Wraps a form's submit handler (after its checks passed): offline, the form is not sent; a
 * toast says it needs a connection and every field keeps what was typed. Forms made with
 * useSchemaForm get this by themselves.
 */
export function onlyOnline<Args extends unknown[], Result>(
  submit: (...args: Args) => Result,
): (...args: Args) => Result | undefined {
  return (...args) => {
    if (isOffline()) {
      toast.error(OFFLINE_ERROR, { id: 'offline-form' });
      return undefined;
    }
    return submit(...args);
  };
}
