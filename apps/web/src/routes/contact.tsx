import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ContactDetails } from '@/features/static-pages/components/contact-details';
import { ContactForm } from '@/features/static-pages/components/contact-form';

/** /contact: the contact form beside the company's address, phone, mail and hours. */
export default function ContactRoute() {
  const { t } = useTranslation('pages');
  return (
    <>
      <title>{t('contact.pageTitle')}</title>
      <PageHeader
        eyebrow={t('company')}
        title={t('contact.title')}
        description={t('contact.description')}
      />
      <div className="container-page py-8 sm:py-12">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)] lg:gap-8">
          <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-8">
            <div className="flex items-start gap-4">
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:flex">
                <MessageSquareText className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-xl font-bold text-slate-950">{t('contact.sendTitle')}</h2>
                <p className="mt-1 text-[15px] leading-relaxed text-slate-600">
                  {t('contact.sendText')}
                </p>
              </div>
            </div>
            <div className="mt-6 border-t border-slate-100 pt-6">
              <ContactForm />
            </div>
          </div>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
