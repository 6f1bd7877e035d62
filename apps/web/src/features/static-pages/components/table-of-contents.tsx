import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ListOrdered } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useActiveSection } from '../hooks/use-active-section';

export type TocEntry = { id: string; title: string };

/** After the router scrolls to a section, keyboard focus follows, so Tab goes on from there. */
function focusSection(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }));
}

function TocLinks({
  entries,
  active,
  onNavigate,
}: {
  entries: readonly TocEntry[];
  active: string | null;
  onNavigate?: () => void;
}) {
  return (
    <ol className="space-y-0.5">
      {entries.map(({ id, title }, index) => {
        const current = id === active;
        return (
          <li key={id}>
            <Link
              to={{ hash: id }}
              onClick={() => {
                focusSection(id);
                onNavigate?.();
              }}
              aria-current={current ? 'location' : undefined}
              className={cn(
                'flex gap-2.5 rounded-lg border-l-2 py-1.5 pr-2 pl-3 text-sm leading-snug transition-colors',
                current
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                  : 'border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <span
                className={cn(
                  'w-5 shrink-0 text-right tabular-nums',
                  current ? 'text-brand-700' : 'text-slate-500',
                )}
              >
                {index + 1}.
              </span>
              <span>{title}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** A sticky list of sections beside the text on wide screens. */
export function DesktopTableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const active = useActiveSection(ids);
  const { t } = useTranslation('pages');
  return (
    <nav
      aria-label={t('prose.onThisPage')}
      className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto"
    >
      <p className="mb-3 px-3 text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">
        {t('prose.onThisPage')}
      </p>
      <TocLinks entries={entries} active={active} />
    </nav>
  );
}

/** The same list folded into a disclosure above the text on phones and tablets. */
export function MobileTableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { t } = useTranslation('pages');
  return (
    <details
      ref={details}
      className="group rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <ListOrdered className="size-5 text-brand-700" aria-hidden="true" />
        <span className="flex-1">{t('prose.onThisPage')}</span>
        <span className="text-sm font-normal text-slate-500">
          {t('prose.sections', { count: entries.length })}
        </span>
        <ChevronDown
          className="size-5 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <nav aria-label={t('prose.sectionsOfPage')} className="border-t border-slate-100 px-2 py-3">
        <TocLinks
          entries={entries}
          active={null}
          onNavigate={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </nav>
    </details>
  );
}
