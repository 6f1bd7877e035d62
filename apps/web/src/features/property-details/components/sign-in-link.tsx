import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';

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
