import { Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lister } from '@basera/contract';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTranslateMessage } from '@/i18n/translate-message';
import { displayIndianNumber, telHref, whatsAppHref } from '@/lib/phone-links';
import { WhatsAppIcon } from './brand-icons';
import { useListerNoun } from './price-card';
import { SafetyGate, type SafetyGateProps } from './safety-gate';

/** A large button in WhatsApp's own green; dark text, since white on it fails AA. */
export const whatsAppButtonClasses =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-[#25d366] px-6 text-base font-semibold whitespace-nowrap text-slate-950 shadow-sm transition-colors hover:bg-[#1fbe5b] active:bg-[#1aa851] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type ListerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Owner' or 'Agent': the dialog is 'Owner Details' or 'Agent Details'. */
  listedBy: string;
  lister: Lister | undefined;
  /** The reader's own answer, with the lister, is still on its way (the signed-out one shows). */
  listerComing?: boolean;
  propertyTitle: string;
  /** The note about money before a visit, on a reader's first contact. */
  safety: Omit<SafetyGateProps, 'children'>;
};

/** View {listedBy} Details (docs/product.md §2): the lister's name, a Call link and a WhatsApp link. */
export function ListerDialog({
  open,
  onOpenChange,
  listedBy,
  lister,
  listerComing = false,
  propertyTitle,
  safety,
}: ListerDialogProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const listerNoun = useListerNoun();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('lister.title', { listedBy: translateMessage(listedBy) })}
      icon={<UserRound className="size-5" aria-hidden="true" />}
      size="sm"
    >
      <SafetyGate {...safety}>
        {lister ? (
          <ListerCard lister={lister} listedBy={listedBy} propertyTitle={propertyTitle} />
        ) : listerComing ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('lister.loading', { lister: listerNoun(listedBy) })} />
          </div>
        ) : (
          <p className="text-[15px] leading-relaxed text-slate-600">
            {t('lister.unavailable', { lister: listerNoun(listedBy) })}
          </p>
        )}
      </SafetyGate>
    </Dialog>
  );
}

/** The message a WhatsApp chat with the lister starts with, in the reader's language. */
export function useEnquiryText(): (listerFirstName: string, propertyTitle: string) => string {
  const { t } = useTranslation('details');
  return (name, title) => t('lister.enquiry', { name, title });
}

function ListerCard({
  lister,
  listedBy,
  propertyTitle,
}: {
  lister: Lister;
  listedBy: string;
  propertyTitle: string;
}) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const enquiryText = useEnquiryText();
  const fullName = `${lister.firstName} ${lister.lastName}`.trim();
  const initials = `${lister.firstName.charAt(0)}${lister.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <div
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {initials}
        </div>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-950">{fullName}</p>
          <p className="text-sm text-slate-600">
            {t('lister.ofProperty', { listedBy: translateMessage(listedBy) })}
          </p>
        </div>
      </div>
      <dl className="grid gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-100">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('lister.phone')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {displayIndianNumber(lister.phone)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('lister.whatsApp')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {displayIndianNumber(lister.whatsApp)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={telHref(lister.phone)} className={buttonClasses('primary', 'lg')}>
          <Phone className="size-[18px]" aria-hidden="true" />
          {t('lister.call')}
          <span className="sr-only"> {fullName}</span>
        </a>
        <a
          href={whatsAppHref(enquiryText(lister.firstName, propertyTitle), lister.whatsApp)}
          target="_blank"
          rel="noopener noreferrer"
          className={whatsAppButtonClasses}
        >
          <WhatsAppIcon className="size-5" />
          {t('lister.whatsApp')}
          <span className="sr-only">
            {' '}
            {fullName}
            {t('lister.newTab')}
          </span>
        </a>
      </div>
      <p className="text-xs leading-relaxed text-slate-500">{t('lister.note')}</p>
    </div>
  );
}
