import type { ReactNode } from 'react';
import { CalendarClock, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import type { Property } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

type SignInLinkProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  className?: string;
};

/**
 * What a signed-out reader's tap on contact, save, review or report does: sign in, then come
 * back to this listing (lib/return-path.ts, docs/decisions/0019-return-after-sign-in.md). A
 * link, so it works before the page's scripts have started.
 */
export function SignInLink({ children, ...look }: SignInLinkProps) {
  const location = useLocation();
  return (
    <ButtonLink to="/signIn" state={{ from: `${location.pathname}${location.search}` }} {...look}>
      {children}
    </ButtonLink>
  );
}

/**
 * The same, as a quiet link whose words may wrap: for a long label under a narrow column (in
 * Hindi, 'Sign in to report this listing' is wider than a 320 px phone's column).
 */
export function SignInTextLink({
  children,
  icon,
  className,
}: {
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Link
      to="/signIn"
      state={{ from: `${location.pathname}${location.search}` }}
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-3.5 py-2 text-center text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {icon}
      {children}
    </Link>
  );
}

/**
 * A signed-out reader's main call on a listing, in the price card and the phone's contact bar:
 * 'Schedule a visit' where the lister takes visits, else 'View Owner Details' (or Agent, Builder),
 * each leading to sign-in.
 */
export function ContactSignInLink({ property, meeting }: { property: Property; meeting: boolean }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  return (
    <SignInLink
      size="lg"
      variant={meeting ? 'accent' : 'primary'}
      icon={
        meeting ? (
          <CalendarClock className="size-[18px]" aria-hidden="true" />
        ) : (
          <Phone className="size-[18px]" aria-hidden="true" />
        )
      }
      className="w-full"
    >
      {meeting
        ? t('contactBar.schedule')
        : t('price.viewListerDetails', { listedBy: translateMessage(property.listedBy) })}
    </SignInLink>
  );
}
