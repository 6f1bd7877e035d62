import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One white card of the details page with its heading. */
export function SectionCard({
  title,
  id,
  action,
  className,
  children,
}: {
  title: string;
  id: string;
  /** Shown at the right of the heading. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
