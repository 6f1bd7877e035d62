import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { COMPANY } from '@basera/contract';
import { CityLinks } from './city-links';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
      <h2 className="text-base font-bold text-slate-950">{title}</h2>
      {children}
    </section>
  );
}

function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      {children}
    </span>
  );
}

/** The company's address, phone, mail, office hours and the cities it serves (docs/product.md §2). */
export function ContactDetails() {
  const { t } = useTranslation('pages');
  return (
    <div className="flex flex-col gap-5">
      <Card title={t('contact.reachUs')}>
        <address className="mt-4 flex flex-col gap-4 not-italic">
          <a
            href={COMPANY.phoneHref}
            className="group -m-2 flex items-center gap-3.5 rounded-xl p-2 hover:bg-slate-50"
          >
            <IconTile>
              <Phone className="size-[18px]" aria-hidden="true" />
            </IconTile>
            <span className="min-w-0">
              <span className="block text-xs font-medium text-slate-500">
                {t('contact.callUs')}
              </span>
              <span className="block font-semibold text-brand-800 group-hover:underline">
                {COMPANY.phone}
              </span>
            </span>
          </a>
          <a
            href={`mailto:${COMPANY.email}`}
            className="group -m-2 flex items-center gap-3.5 rounded-xl p-2 hover:bg-slate-50"
          >
            <IconTile>
              <Mail className="size-[18px]" aria-hidden="true" />
            </IconTile>
            <span className="min-w-0">
              <span className="block text-xs font-medium text-slate-500">
                {t('contact.writeToUs')}
              </span>
              <span className="block font-semibold break-words text-brand-800 group-hover:underline">
                {COMPANY.email}
              </span>
            </span>
          </a>
          <div className="flex items-start gap-3.5">
            <IconTile>
              <MapPin className="size-[18px]" aria-hidden="true" />
            </IconTile>
            <span className="min-w-0">
              <span className="block text-xs font-medium text-slate-500">
                {t('contact.visitUs')}
              </span>
              <span className="block text-[15px] leading-relaxed text-slate-800">
                {t('common:footer.address')}
              </span>
            </span>
          </div>
        </address>
      </Card>

      <Card title={t('contact.officeHours')}>
        <div className="mt-4 flex items-start gap-3.5">
          <IconTile>
            <Clock className="size-[18px]" aria-hidden="true" />
          </IconTile>
          <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
            <dt className="text-slate-600">
              <span className="sm:hidden">{t('officeHours.shortDays')}</span>
              <span className="hidden sm:inline">{t('officeHours.days')}</span>
            </dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">
              {t('officeHours.time')}
            </dd>
            <dt className="text-slate-600">{t('contact.sunday')}</dt>
            <dd className="text-right font-semibold text-slate-900">{t('contact.closed')}</dd>
          </dl>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">{t('contact.afterHours')}</p>
      </Card>

      <Card title={t('contact.citiesTitle')}>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t('contact.citiesText')}</p>
        <CityLinks className="mt-4" />
      </Card>
    </div>
  );
}
