import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; pass null inside a control that already says what happens. */
  label?: string | null;
};

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  const svg = (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t('layout.loading')}</span>
    </span>
  );
}

/** A centred spinner for a screen or a panel that is loading. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-[40vh] items-center justify-center text-brand-600', className)}>
      <Spinner className="size-8" label={label} />
    </div>
  );
}
