import type { DefaultToastOptions } from 'react-hot-toast';
import { TIMINGS } from '@basera/contract';

/** Toast durations of docs/product.md §9 and the look shared by every toast. */
export const toastOptions: DefaultToastOptions = {
  duration: TIMINGS.toastBlankMs,
  className: 'text-sm font-medium',
  style: {
    borderRadius: '12px',
    padding: '10px 14px',
    color: '#0f172a',
    boxShadow: '0 10px 30px -10px rgb(15 23 42 / 0.35)',
    maxWidth: '420px',
  },
  success: {
    duration: TIMINGS.toastSuccessMs,
    iconTheme: { primary: '#157b73', secondary: '#fff' },
  },
  error: { duration: TIMINGS.toastErrorMs },
  blank: { duration: TIMINGS.toastBlankMs },
  loading: { duration: Infinity },
};

export const MAX_VISIBLE_TOASTS = TIMINGS.maxToasts;
