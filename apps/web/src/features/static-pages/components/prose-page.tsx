import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CalendarDays, Hash, Mail } from 'lucide-react';
import { COMPANY } from '@basera/contract';
import { PageHeader } from '@/components/page-header';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import { DesktopTableOfContents, MobileTableOfContents } from './table-of-contents';

export type ProseSection = {
  /** The anchor: /privacyPolicy#your-rights. */
  id: string;
  title: string;
  body: ReactNode;
};

/** Typography for long-form text written as plain elements (p, ul, ol, h3, a, strong). */
export const proseClasses = cn(
  'text-[15px] leading-[1.7] text-slate-700 sm:text-base sm:leading-7',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_h3]:mt-7 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-950 sm:[&_h3]:text-[17px]',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:break-words [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
);

type ProsePageProps = {
  eyebrow: string;
  title: string;
  description: string;
  /** ISO date and how it reads in English, e.g. ['2026-11-01', '1 November 2026']. */
  updated: readonly [iso: string, label: string];
  /** Text before the first numbered section. */
  intro?: ReactNode;
  sections: readonly ProseSection[];
};

/** Opening /privacyPolicy#your-rights scrolls there once the lazily loaded text is on screen. */
function useScrollToHashOnLoad() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on first render: later hash changes are scrolled by the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A long policy page: a header band with the 'Last updated' line, a reading column of numbered
 * sections with linkable headings, and a table of contents (sticky beside the text on desktop,
 * folded above it on phones).
 */
export function ProsePage({
  eyebrow,
  title,
  description,
  updated,
  intro,
  sections,
}: ProsePageProps) {
  useScrollToHashOnLoad();
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [iso] = updated;
  // A calendar date: read in UTC so that no time zone moves it to the day before.
  const label = format.date(iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <title>{t('prose.pageTitle', { title })}</title>
      <PageHeader eyebrow={eyebrow} title={title} description={description}>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
          <Trans
            t={t}
            i18nKey="prose.lastUpdated"
            values={{ date: label }}
            components={{ time: <time dateTime={iso} /> }}
          />
        </p>
      </PageHeader>

      <div className="container-page py-8 sm:py-12">
        <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-14">
          <div className="hidden lg:block">
            <DesktopTableOfContents entries={sections} />
          </div>

          <div className="max-w-3xl">
            <div className="mb-6 lg:hidden">
              <MobileTableOfContents entries={sections} />
            </div>

            <article className="rounded-2xl bg-white px-5 py-7 shadow-card ring-1 ring-slate-900/5 sm:px-10 sm:py-10">
              {intro && <div className={proseClasses}>{intro}</div>}
              {sections.map(({ id, title: heading, body }, index) => (
                <section
                  key={id}
                  id={id}
                  tabIndex={-1}
                  aria-labelledby={`${id}-heading`}
                  className={cn(
                    'focus:outline-none',
                    index > 0 || intro ? 'mt-8 border-t border-slate-100 pt-8' : undefined,
                  )}
                >
                  <h2
                    id={`${id}-heading`}
                    className="group flex items-baseline gap-3 text-lg font-bold tracking-tight text-slate-950 sm:text-xl"
                  >
                    <span className="text-brand-600 tabular-nums">{index + 1}.</span>
                    <span className="flex-1">{heading}</span>
                    <Link
                      to={{ hash: id }}
                      className="rounded-md p-1 text-slate-400 opacity-0 transition-opacity group-hover:opacity-100 hover:text-brand-700 focus-visible:opacity-100"
                      aria-label={t('prose.linkTo', { heading })}
                    >
                      <Hash className="size-4" aria-hidden="true" />
                    </Link>
                  </h2>
                  <div className={cn(proseClasses, 'mt-4')}>{body}</div>
                </section>
              ))}
            </article>

            <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <div>
                <p className="font-semibold text-brand-950">{t('prose.questions')}</p>
                <p className="mt-0.5 text-sm text-brand-900">{t('prose.questionsText')}</p>
              </div>
              <a
                href={`mailto:${COMPANY.email}`}
                className="inline-flex items-center gap-2 self-start rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-100 sm:self-auto"
              >
                <Mail className="size-4" aria-hidden="true" />
                {COMPANY.email}
              </a>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
