import type { ReactNode } from 'react';
import { BadgeCheck, Headset, MessagesSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_CITIES } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

/** A point of the brand panel; its title and text are translation keys. */
export type BrandPoint = {
  icon: LucideIcon;
  title: `accounts:${string}`;
  text: `accounts:${string}`;
};

const USER_POINTS: BrandPoint[] = [
  {
    icon: BadgeCheck,
    title: tKey('accounts:points.checkedTitle'),
    text: tKey('accounts:points.checkedText'),
  },
  {
    icon: MessagesSquare,
    title: tKey('accounts:points.directTitle'),
    text: tKey('accounts:points.directText'),
  },
  {
    icon: ShieldCheck,
    title: tKey('accounts:points.privateTitle'),
    text: tKey('accounts:points.privateText'),
  },
];

export const ADMIN_POINTS: BrandPoint[] = [
  {
    icon: ShieldCheck,
    title: tKey('accounts:points.moderationTitle'),
    text: tKey('accounts:points.moderationText'),
  },
  {
    icon: Headset,
    title: tKey('accounts:points.restrictedTitle'),
    text: tKey('accounts:points.restrictedText'),
  },
];

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** A small icon above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** Below the form: links to the other auth screens. */
  footer?: ReactNode;
  panelHeading?: string;
  panelPoints?: BrandPoint[];
  /** The form column is wider for long forms (sign-up). */
  wide?: boolean;
};

/** The frame of every account screen: a centred card, with a brand panel on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  icon,
  children,
  footer,
  panelHeading,
  panelPoints = USER_POINTS,
  wide = false,
}: AuthLayoutProps) {
  const { t } = useTranslation('accounts');
  const translateMessage = useTranslateMessage();
  return (
    <div className="container-page py-6 sm:py-12 lg:py-16">
      <div
        className={cn(
          'mx-auto grid overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-900/5',
          wide
            ? 'max-w-6xl lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]'
            : 'max-w-5xl lg:grid-cols-2',
        )}
      >
        <aside className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-brand-900 bg-dots p-10 text-white lg:flex">
          <div
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/25 blur-3xl"
            aria-hidden="true"
          />
          <div
            className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-accent-400/15 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">
              {t('common:brand')}
            </p>
            <p className="mt-3 text-3xl leading-tight font-bold text-balance">
              {panelHeading ?? t('layout.panelHeading')}
            </p>
            <ul className="mt-8 space-y-6">
              {panelPoints.map(({ icon: Icon, title: pointTitle, text }) => (
                <li key={pointTitle} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">
                    <Icon className="size-5 text-accent-300" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold">{t(pointTitle)}</span>
                    <span className="mt-0.5 block text-sm leading-relaxed text-brand-100">
                      {t(text)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-brand-100">
            {t('layout.panelCities', {
              cities: SEARCH_CITIES.map((city) => translateMessage(city)).join(' · '),
            })}
          </p>
        </aside>

        <section className="px-5 py-8 sm:px-10 sm:py-10 lg:px-12 lg:py-12">
          <header className="mb-7">
            {icon && (
              <div className="mb-4 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                {icon}
              </div>
            )}
            <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-[28px]">
              {title}
            </h1>
            {subtitle && (
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{subtitle}</p>
            )}
          </header>
          {children}
          {footer && (
            <div className="mt-8 border-t border-slate-100 pt-6 text-sm text-slate-600">
              {footer}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** A text link in the footer of an auth card. */
export const authLinkClasses =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';
