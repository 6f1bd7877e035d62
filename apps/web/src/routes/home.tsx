import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  BadgeCheck,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { SEARCH_CITIES } from '@basera/contract';
import { SearchForm } from '@/components/search-form';
import { ButtonLink } from '@/components/ui/button';
import { usePostPropertyLink } from '@/hooks/use-post-property-link';
import { BannerCarousel } from '@/features/listings/components/banner-carousel';
import { Highlighted } from '@/components/highlighted';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { recentlyViewedSnapshot, subscribeRecentlyViewed } from '@/lib/recently-viewed';
import { searchPath } from '@/lib/search-path';

import { HomeListings } from '@/features/listings/components/home-listings';
import { TestimonialsSection } from '@/features/listings/components/testimonials-section';

/** Fetched only for a returning visitor with something to show: a first visit never loads it. */
const RecentlyViewed = lazy(() => import('@/features/listings/components/recently-viewed'));

/**
 * 'Recently viewed', when this browser has opened listings before. Kept on the device, so the
 * server's HTML and the first render (hydration) have none; it appears right after.
 */
function RecentlyViewedIfAny() {
  const any = useSyncExternalStore(
    subscribeRecentlyViewed,
    () => recentlyViewedSnapshot().length > 0,
    () => false,
  );
  return any ? (
    <Suspense>
      <RecentlyViewed />
    </Suspense>
  ) : null;
}

const PROMISES = [
  {
    icon: BadgeCheck,
    title: tKey('home:promises.checkedTitle'),
    text: tKey('home:promises.checkedText'),
  },
  {
    icon: MessagesSquare,
    title: tKey('home:promises.directTitle'),
    text: tKey('home:promises.directText'),
  },
  {
    icon: ShieldCheck,
    title: tKey('home:promises.privateTitle'),
    text: tKey('home:promises.privateText'),
  },
] satisfies { icon: LucideIcon; title: string; text: string }[];

/**
 * '/' and '/home' (docs/product.md §2): the search form on phones (the header has it on wide screens),
 * the banner, the type chips with approved listings, testimonials and the owners' call to action.
 */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const translateMessage = useTranslateMessage();
  const cities = SEARCH_CITIES.map((city) => translateMessage(city)).join(', ');
  const postProperty = usePostPropertyLink();

  return (
    <>
      <title>{t('pageTitle')}</title>

      <section className="relative overflow-hidden bg-brand-900 bg-dots text-white">
        <div
          className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-brand-500/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-48 -left-24 size-[26rem] rounded-full bg-accent-400/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="container-page relative grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[1fr_1.05fr] lg:gap-12 lg:py-16">
          <div>
            <p className="hidden items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-200 ring-1 ring-white/15 sm:inline-flex">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('hero.badge')}
            </p>
            <h1 className="text-[28px] leading-[1.15] font-extrabold tracking-tight text-balance sm:mt-4 sm:text-5xl lg:text-[52px] lg:leading-[1.08]">
              <Highlighted
                text={t('hero.title', { place: t('hero.place') })}
                phrase={t('hero.place')}
                className="text-accent-300"
              />
            </h1>
            <p className="mt-3 max-w-xl text-[15px] leading-relaxed text-brand-100 sm:mt-4 sm:text-lg">
              {t('hero.lead', { cities })}
            </p>

            {/* Phones search here; wide screens in the header. CSS decides, so the server's HTML
                is right for both before any script runs. */}
            <SearchForm variant="hero" className="mt-6 lg:hidden" />

            <div className="mt-5 flex flex-wrap items-center gap-2 sm:mt-6">
              <span className="mr-1 text-sm font-medium text-brand-100">
                {t('hero.popularCities')}
              </span>
              {SEARCH_CITIES.map((city) => (
                <Link
                  key={city}
                  to={searchPath({ search: '', city })}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/10 px-3.5 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/20"
                >
                  <MapPin className="size-3.5 text-accent-300" aria-hidden="true" />
                  {translateMessage(city)}
                </Link>
              ))}
            </div>

            <div className="mt-9 hidden gap-3 lg:flex">
              <ButtonLink to="/search" variant="accent" size="lg">
                {t('hero.browse')}
                <ArrowRight className="size-5" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink {...postProperty} variant="glass" size="lg">
                {t('hero.listFree')}
              </ButtonLink>
            </div>
          </div>

          <BannerCarousel />
        </div>
      </section>

      <RecentlyViewedIfAny />

      {/* Below the fold, a boundary of its own: React takes the top of the page over first, and
          whichever part a person touches before the rest (docs/decisions/0039-first-taps.md). */}
      <Suspense>
        <HomeListings />
      </Suspense>

      <section className="border-y border-slate-200 bg-white" aria-labelledby="promise-heading">
        <div className="container-page py-14 sm:py-16">
          <h2
            id="promise-heading"
            className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            {t('promises.title')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 ring-1 ring-accent-100">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-950">{t(title)}</span>
                  <span className="mt-1 block text-[15px] leading-relaxed text-slate-600">
                    {t(text)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Suspense>
        <TestimonialsSection />
      </Suspense>

      <section className="container-page py-14 sm:py-16">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white sm:px-12 sm:py-12">
          <div
            className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('owners.title')}</h2>
              <p className="mt-2 text-[15px] leading-relaxed text-brand-100 sm:text-base">
                {t('owners.text', { cities })}
              </p>
            </div>
            <ButtonLink
              {...postProperty}
              variant="accent"
              size="lg"
              className="self-start lg:self-auto"
            >
              {t('owners.post')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
