import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One white card of the review screen, named by its heading. */
export function ReviewSection({
  title,
  aside,
  className,
  children,
}: {
  title: string;
  /** At the right of the heading, e.g. a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-5',
        className,
      )}
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold tracking-tight text-slate-950">
          {title}
        </h2>
        {aside && <div className="text-sm text-slate-500">{aside}</div>}
      </div>
      {children}
    </section>
  );
}
