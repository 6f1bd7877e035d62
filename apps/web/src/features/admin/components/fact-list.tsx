import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ReviewFact } from '../lib/review-facts';

/** Label and value pairs, two columns where there is room. */
export function FactList({ facts, className }: { facts: ReviewFact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 text-[15px] break-words text-slate-900">
            {fact.href ? (
              <a
                href={fact.href}
                target="_blank"
                rel="noreferrer"
                className="inline-flex max-w-full items-start gap-1 rounded-sm break-all text-brand-800 hover:underline"
              >
                {fact.value}
                <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
