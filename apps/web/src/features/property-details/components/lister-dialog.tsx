import { Phone, UserRound } from 'lucide-react';
import type { Lister } from '@basera/contract';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { displayIndianNumber, telHref, whatsAppHref } from '@/lib/phone-links';
import { WhatsAppIcon } from './brand-icons';
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
  propertyTitle,
  safety,
}: ListerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${listedBy} Details`}
      icon={<UserRound className="size-5" aria-hidden="true" />}
      size="sm"
    >
      <SafetyGate {...safety}>
        {lister ? (
          <ListerCard lister={lister} listedBy={listedBy} propertyTitle={propertyTitle} />
        ) : (
          <p className="text-[15px] leading-relaxed text-slate-600">
            The {listedBy.toLowerCase()}&rsquo;s contact details are not available for this listing
            right now. Please try again later.
          </p>
        )}
      </SafetyGate>
    </Dialog>
  );
}

/** The message a WhatsApp chat with the lister starts with. */
export function enquiryText(listerFirstName: string, propertyTitle: string): string {
  return (
    `Hello ${listerFirstName}, I saw your property "${propertyTitle}" on Basera and I am ` +
    'interested. Is it still available?'
  );
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
          <p className="text-sm text-slate-600">{listedBy} of this property</p>
        </div>
      </div>
      <dl className="grid gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-100">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Phone</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {displayIndianNumber(lister.phone)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">WhatsApp</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {displayIndianNumber(lister.whatsApp)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={telHref(lister.phone)} className={buttonClasses('primary', 'lg')}>
          <Phone className="size-[18px]" aria-hidden="true" />
          Call
          <span className="sr-only"> {fullName}</span>
        </a>
        <a
          href={whatsAppHref(enquiryText(lister.firstName, propertyTitle), lister.whatsApp)}
          target="_blank"
          rel="noopener noreferrer"
          className={whatsAppButtonClasses}
        >
          <WhatsAppIcon className="size-5" />
          WhatsApp
          <span className="sr-only"> {fullName} (opens in a new tab)</span>
        </a>
      </div>
      <p className="text-xs leading-relaxed text-slate-500">
        Say you found this listing on Basera. Never pay a token amount before you have seen the
        property.
      </p>
    </div>
  );
}
