import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  BadgeCheck,
  Camera,
  ClipboardList,
  EyeOff,
  FilePenLine,
  GraduationCap,
  House,
  KeyRound,
  LockKeyhole,
  MapPinOff,
  Phone,
  Search,
  SearchCheck,
  Send,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { IMAGE_LIMITS, PROPERTY_TYPES, SEARCH_CITIES } from '@basera/contract';
import aboutStreet from '@/assets/illustrations/about-street.svg';
import { ButtonLink } from '@/components/ui/button';
import { CityLinks } from '@/features/static-pages/components/city-links';
import { useCitiesInWords } from '@/features/static-pages/content/cities';
import { useLanguage } from '@/i18n/use-format';
import { tKey } from '@/i18n/keys';

/** Small counts in running text, as words. */
const NUMBER_WORDS = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  hi: ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ'],
} as const;

/** Figures that are true by construction of the product, not marketing claims. */
const FIGURES = [
  { value: String(SEARCH_CITIES.length), label: tKey('pages:about.figures.cities') },
  { value: String(PROPERTY_TYPES.length), label: tKey('pages:about.figures.types') },
  {
    value: `${IMAGE_LIMITS.minOnUpload}–${IMAGE_LIMITS.maxOnUpload}`,
    label: tKey('pages:about.figures.photos'),
  },
  { value: '100%', label: tKey('pages:about.figures.reviewed') },
] as const;

/** A card of icon, title and text; title and text are translation keys. */
type Card = { icon: LucideIcon; title: `pages:${string}`; text: `pages:${string}` };

const AUDIENCES: readonly Card[] = [
  {
    icon: KeyRound,
    title: tKey('pages:about.audiences.tenantsTitle'),
    text: tKey('pages:about.audiences.tenantsText'),
  },
  {
    icon: House,
    title: tKey('pages:about.audiences.buyersTitle'),
    text: tKey('pages:about.audiences.buyersText'),
  },
  {
    icon: GraduationCap,
    title: tKey('pages:about.audiences.studentsTitle'),
    text: tKey('pages:about.audiences.studentsText'),
  },
  {
    icon: Store,
    title: tKey('pages:about.audiences.shopsTitle'),
    text: tKey('pages:about.audiences.shopsText'),
  },
  {
    icon: ClipboardList,
    title: tKey('pages:about.audiences.ownersTitle'),
    text: tKey('pages:about.audiences.ownersText'),
  },
];

const REVIEW_STEPS: readonly Card[] = [
  {
    icon: FilePenLine,
    title: tKey('pages:about.steps.detailsTitle'),
    text: tKey('pages:about.steps.detailsText'),
  },
  {
    icon: Camera,
    title: tKey('pages:about.steps.photosTitle'),
    // Said with the photo limits, as words: see AboutRoute.
    text: tKey('pages:about.steps.photosText'),
  },
  {
    icon: SearchCheck,
    title: tKey('pages:about.steps.reviewTitle'),
    text: tKey('pages:about.steps.reviewText'),
  },
  {
    icon: BadgeCheck,
    title: tKey('pages:about.steps.liveTitle'),
    text: tKey('pages:about.steps.liveText'),
  },
];

const PRIVACY_POINTS: readonly { icon: LucideIcon; text: `pages:${string}` }[] = [
  { icon: EyeOff, text: tKey('pages:about.privacyPoints.email') },
  { icon: Phone, text: tKey('pages:about.privacyPoints.phone') },
  { icon: MapPinOff, text: tKey('pages:about.privacyPoints.location') },
  { icon: LockKeyhole, text: tKey('pages:about.privacyPoints.passwords') },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl"
      >
        {title}
      </h2>
      {children && (
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600 sm:text-base">{children}</p>
      )}
    </div>
  );
}

/** /about: who Basera is, who it serves, how listings are checked, and its privacy promise. */
export default function AboutRoute() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const citiesInWords = useCitiesInWords();
  const numberWords = NUMBER_WORDS[language];
  const photoLimits = {
    min: numberWords[IMAGE_LIMITS.minOnUpload],
    max: numberWords[IMAGE_LIMITS.maxOnUpload],
  };
  return (
    <>
      <title>{t('about.pageTitle')}</title>

      {/* Hero */}
      <section
        aria-labelledby="about-title"
        className="relative overflow-hidden bg-brand-950 text-white"
      >
        <div className="bg-dots absolute inset-0" aria-hidden="true" />
        <div className="relative container-page grid items-center gap-10 pt-12 pb-24 sm:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:pt-20 lg:pb-32">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-accent-300 uppercase">
              {t('about.hero.eyebrow')}
            </p>
            <h1
              id="about-title"
              className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
            >
              {t('about.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              <Trans t={t} i18nKey="about.hero.lead" components={{ hi: <span lang="hi" /> }} />
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink
                to="/search"
                variant="accent"
                size="lg"
                icon={<Search className="size-[18px]" aria-hidden="true" />}
              >
                {t('about.hero.search')}
              </ButtonLink>
              <ButtonLink
                to="/ownerDashboard"
                variant="glass"
                size="lg"
                icon={<Send className="size-[18px]" aria-hidden="true" />}
              >
                {t('about.hero.list')}
              </ButtonLink>
            </div>
          </div>
          <img
            src={aboutStreet}
            alt={t('about.hero.illustration')}
            width={480}
            height={300}
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      {/* Figures, overlapping the hero */}
      <div className="relative container-page -mt-14 lg:-mt-16">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-card ring-1 ring-slate-900/5 lg:grid-cols-4">
          {FIGURES.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col-reverse justify-end gap-1 bg-white px-5 py-5 sm:px-7 sm:py-6"
            >
              <dt className="text-sm leading-snug text-slate-600">{t(label)}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {/* Who we are */}
      <section aria-labelledby="who-we-are" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="who-we-are"
              eyebrow={t('about.who.eyebrow')}
              title={t('about.who.title')}
            />
            <div className="mt-5 space-y-4 text-[15px] leading-relaxed text-slate-700 sm:text-base">
              <p>{t('about.who.text1', { cities: citiesInWords })}</p>
              <p>{t('about.who.text2')}</p>
            </div>
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-7">
            <h3 className="font-bold text-slate-950">{t('about.who.whereTitle')}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
              {t('about.who.whereText')}
            </p>
            <CityLinks className="mt-4" />
          </div>
        </div>
      </section>

      {/* What we do */}
      <section
        aria-labelledby="what-we-do"
        className="border-y border-slate-200 bg-white py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="what-we-do"
            eyebrow={t('about.what.eyebrow')}
            title={t('about.what.title')}
          >
            {t('about.what.text')}
          </SectionHeading>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {AUDIENCES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-900/5 transition-shadow hover:shadow-card"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-950">{t(title)}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{t(text)}</p>
              </li>
            ))}
            <li className="flex flex-col rounded-2xl bg-brand-800 p-6 text-white">
              <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-accent-300 ring-1 ring-white/20">
                <Search className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t('about.what.elseTitle')}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-brand-100">
                {t('about.what.elseText')}
              </p>
              <ButtonLink to="/search" variant="accent" className="mt-5 self-start">
                {t('about.what.elseButton')}
              </ButtonLink>
            </li>
          </ul>
        </div>
      </section>

      {/* How listings are reviewed */}
      <section aria-labelledby="how-we-review" className="container-page py-16 sm:py-20">
        <SectionHeading
          id="how-we-review"
          eyebrow={t('about.review.eyebrow')}
          title={t('about.review.title')}
        >
          {t('about.review.text')}
        </SectionHeading>
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {REVIEW_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="relative rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-slate-500 tabular-nums">
                  {t('about.steps.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{t(title)}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
                {t(text, photoLimits)}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {/* Privacy promise */}
      <section aria-labelledby="privacy-promise" className="container-page pb-16 sm:pb-20">
        <div className="grid gap-8 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-12">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
              {t('about.promise.eyebrow')}
            </p>
            <h2
              id="privacy-promise"
              className="mt-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              {t('about.promise.title')}
            </h2>
            <p className="mt-3 text-[15px] leading-relaxed text-brand-900 sm:text-base">
              <Trans
                t={t}
                i18nKey="about.promise.text"
                components={{
                  a: (
                    <Link
                      to="/privacyPolicy"
                      className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
                    />
                  ),
                }}
              />
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PRIVACY_POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="text-[15px] leading-relaxed text-slate-800">{t(text)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Call to action */}
      <section aria-labelledby="about-cta" className="container-page pb-16 sm:pb-20">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <div className="bg-dots absolute inset-0" aria-hidden="true" />
          <div className="relative">
            <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('about.cta.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-[15px] leading-relaxed text-brand-100 sm:text-base">
              {t('about.cta.text')}
            </p>
            <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink
                to="/search"
                variant="accent"
                size="lg"
                icon={<Search className="size-[18px]" aria-hidden="true" />}
              >
                {t('about.cta.search')}
              </ButtonLink>
              <ButtonLink to="/ownerDashboard" variant="light" size="lg">
                {t('about.cta.list')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
