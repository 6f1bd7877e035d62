import { useTranslation } from 'react-i18next';
import { tKey } from '@/i18n/keys';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

const STEPS = [tKey('owner:steps.details'), tKey('owner:steps.photos')] as const;

/** Adding a property takes two steps: Details, then Photos. */
export function FormSteps({ current }: { current: 0 | 1 }) {
  const { t } = useTranslation('owner');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-3">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex items-center gap-3">
              {index > 0 && (
                <span
                  className={cn(
                    'h-0.5 w-8 rounded-full sm:w-14',
                    done || active ? 'bg-brand-600' : 'bg-slate-200',
                  )}
                  aria-hidden="true"
                />
              )}
              <span className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
                <span
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full text-sm font-bold ring-2',
                    done && 'bg-brand-700 text-white ring-brand-700',
                    active && 'bg-white text-brand-800 ring-brand-600',
                    !done && !active && 'bg-white text-slate-500 ring-slate-200',
                  )}
                >
                  {done ? (
                    <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span
                  className={cn(
                    'text-sm font-semibold',
                    active ? 'text-slate-950' : done ? 'text-brand-800' : 'text-slate-500',
                  )}
                >
                  <span className="sr-only">{t('steps.step', { number: index + 1 })}</span>
                  {t(step)}
                  {done && <span className="sr-only">{t('steps.done')}</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
