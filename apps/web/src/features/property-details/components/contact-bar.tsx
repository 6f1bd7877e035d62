import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Phone } from 'lucide-react';
import type { Property } from '@basera/contract';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { telHref, whatsAppHref } from '@/lib/phone-links';
import { WhatsAppIcon } from './brand-icons';
import { useEnquiryText, whatsAppButtonClasses } from './lister-dialog';
import { ContactSignInLink } from './sign-in-link';

type ContactBarProps = {
  property: Property;
  /** Schedule Meeting (commercial) instead of the lister's numbers, as on the price card. */
  meeting: boolean;
  /** No session: one button that leads through sign-in and back, as on the price card. */
  signedOut: boolean;
  onSchedule: () => void;
  /**
   * Called instead of following a Call or WhatsApp link when the reader must first see the note
   * about money before a visit (their first contact on this device): the lister's dialog shows it.
   */
  onContact: () => void;
  /** Whether the note must come first: asked at the tap, since the device remembers it. */
  noteFirst: () => boolean;
};

/**
 * Call, WhatsApp or Schedule Meeting, fixed at the bottom of the screen on phones so the reader
 * can contact the lister wherever they have scrolled to. Wide screens have the sticky price card
 * instead. The page keeps room for the bar under its last content (styles.css).
 */
export function ContactBar({
  property,
  meeting,
  signedOut,
  onSchedule,
  onContact,
  noteFirst,
}: ContactBarProps) {
  const { t } = useTranslation('details');
  const enquiryText = useEnquiryText();
  const { lister } = property;
  if (!signedOut && !meeting && !lister) return null;

  function throughNote(event: MouseEvent<HTMLAnchorElement>) {
    if (!noteFirst()) return;
    event.preventDefault();
    onContact();
  }

  const fullName = lister ? `${lister.firstName} ${lister.lastName}`.trim() : '';
  return (
    <nav
      aria-label={t('contactBar.label')}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur md:hidden"
    >
      {signedOut ? (
        <ContactSignInLink property={property} meeting={meeting} />
      ) : meeting ? (
        <button
          type="button"
          onClick={onSchedule}
          aria-haspopup="dialog"
          className={buttonClasses('accent', 'lg', 'w-full')}
        >
          <CalendarClock className="size-[18px]" aria-hidden="true" />
          {t('contactBar.schedule')}
        </button>
      ) : (
        lister && (
          <div className="grid grid-cols-2 gap-2.5">
            <a
              href={telHref(lister.phone)}
              onClick={throughNote}
              className={buttonClasses('primary', 'lg', 'px-3')}
            >
              <Phone className="size-[18px]" aria-hidden="true" />
              {t('contactBar.call')}
              <span className="sr-only"> {fullName}</span>
            </a>
            <a
              href={whatsAppHref(
                enquiryText(lister.firstName, property.propertyTitle),
                lister.whatsApp,
              )}
              target="_blank"
              rel="noopener noreferrer"
              onClick={throughNote}
              className={cn(whatsAppButtonClasses, 'px-3')}
            >
              <WhatsAppIcon className="size-5" />
              {t('contactBar.whatsApp')}
              <span className="sr-only">
                {' '}
                {fullName}
                {t('contactBar.newTab')}
              </span>
            </a>
          </div>
        )
      )}
    </nav>
  );
}
