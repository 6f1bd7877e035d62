import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY, SEARCH_CITIES } from '@basera/contract';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/logo';
import { useTranslateMessage } from '@/i18n/translate-message';
import { tKey } from '@/i18n/keys';
import { SOCIAL_LINKS } from '@/config/social';

const COMPANY_LINKS = [
  { label: tKey('common:footer.home'), to: '/' },
  { label: tKey('common:footer.aboutUs'), to: '/about' },
  { label: tKey('common:footer.contactUs'), to: '/contact' },
] as const;

const LEGAL_LINKS = [
  { label: tKey('common:footer.termsOfUse'), to: '/termsOfUse' },
  { label: tKey('common:footer.privacyPolicy'), to: '/PrivacyPolicy' },
] as const;

const footerLinkClasses =
  'rounded text-[15px] text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';

/** A titled column of links to the site's pages. */
function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { label: `common:${string}`; to: string }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className={footerLinkClasses}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer (docs/product.md §2): pages, social links, company contact, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr] lg:py-16">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo tone="light" />
          <p className="max-w-xs text-[15px] leading-relaxed text-brand-100">
            {t('footer.about', {
              cities: SEARCH_CITIES.map((city) => translateMessage(city)).join(', '),
            })}
          </p>
          <LanguageSwitch tone="dark" className="mt-1" />
          <ul className="mt-1 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { name })}
                  className="flex size-10 items-center justify-center rounded-xl bg-white/8 text-brand-100 ring-1 ring-white/10 transition-colors hover:bg-white/15 hover:text-white"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title={t('footer.company')} links={COMPANY_LINKS} />

        <FooterLinks title={t('footer.legal')} links={LEGAL_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('footer.getInTouch')}
          </h2>
          <address className="mt-4 space-y-3 text-[15px] not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-[18px] shrink-0 text-accent-300" aria-hidden="true" />
              <span className="leading-relaxed">{t('footer.address')}</span>
            </p>
            <p>
              <a
                href={COMPANY.phoneHref}
                className={`flex items-center gap-3 ${footerLinkClasses}`}
              >
                <Phone className="size-[18px] shrink-0 text-accent-300" aria-hidden="true" />
                {COMPANY.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${COMPANY.email}`}
                className={`flex items-center gap-3 ${footerLinkClasses}`}
              >
                <Mail className="size-[18px] shrink-0 text-accent-300" aria-hidden="true" />
                {COMPANY.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
