import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_CITIES } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';

/** The home page's listings section: its heading, then the list (docs/product.md §2). */
export function HomeListingsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  const translateMessage = useTranslateMessage();
  const cities = SEARCH_CITIES.map((city) => translateMessage(city));
  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="listings-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
            {t('listings.eyebrow')}
          </p>
          <h2
            id="listings-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            {t('listings.title')}
          </h2>
        </div>
        <p className="max-w-md text-[15px] text-slate-600">
          {t('listings.lead', { cities: cities.join(', ') })}
        </p>
      </div>
      {children}
    </section>
  );
}
