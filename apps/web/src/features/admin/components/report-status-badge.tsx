import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** How a report's state looks: open in saffron, closed in grey, taken down in red. */
export const REPORT_BADGE_TONES = {
  open: 'bg-accent-50 text-accent-900 ring-accent-300',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
  takenDown: 'bg-red-50 text-red-800 ring-red-300',
} as const;

/** A report's state as a pill, a listing's report or a review's. */
export function ReportStatusBadge({
  label,
  tone,
}: {
  /** An i18n key of the admin namespace. */
  label: string;
  tone: keyof typeof REPORT_BADGE_TONES;
}) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        REPORT_BADGE_TONES[tone],
      )}
    >
      {t(label)}
    </span>
  );
}
