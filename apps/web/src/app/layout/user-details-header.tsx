import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard, LayoutList, Plus } from 'lucide-react';
import {
  AccountMenu,
  initialsFromEmail,
  type AccountMenuEntry,
} from '@/components/layout/account-menu';
import { HeaderShell, navLinkClasses } from '@/components/layout/header-shell';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useSignOut } from '@/hooks/use-sign-out';
import { useUserAuth } from '@/lib/auth';
import {
  AccountDialogs,
  accountEntries,
  preloadAccountDialogs,
  useAccountDialog,
} from './account-dialogs';

/**
 * The signed-in user's header on owner and detail pages (docs/product.md §2): logo, Dashboard, Add
 * Property and a menu with View Profile, View Listing, Change Password and Log Out. On phones
 * Dashboard and Add Property move into the menu.
 */
export function UserDetailsHeader() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { token, userId, userMail } = useUserAuth();
  const signOut = useSignOut('user');
  const [dialog, setDialog] = useAccountDialog(token);

  const { viewProfile, changePassword, logOut } = accountEntries(t, setDialog, signOut);
  const entries: AccountMenuEntry[] = [
    ...(isDesktop
      ? []
      : ([
          {
            kind: 'link',
            label: t('header.dashboard'),
            icon: <LayoutDashboard />,
            to: '/ownerDashboard',
          },
          { kind: 'link', label: t('header.addProperty'), icon: <Plus />, to: '/addProperty' },
          { kind: 'separator' },
        ] satisfies AccountMenuEntry[])),
    viewProfile,
    { kind: 'link', label: t('header.viewListing'), icon: <LayoutList />, to: '/ownerDashboard' },
    changePassword,
    ...logOut,
  ];

  return (
    <>
      <HeaderShell>
        <Logo />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageSwitch className="max-sm:hidden" />
          <LanguageSwitch compact className="sm:hidden" />
          {isDesktop && (
            <nav aria-label={t('header.ownerNav')} className="mr-2 flex items-center gap-1">
              <Link to="/ownerDashboard" className={navLinkClasses}>
                <LayoutDashboard className="size-4 text-brand-700" aria-hidden="true" />
                {t('header.dashboard')}
              </Link>
              <ButtonLink
                to="/addProperty"
                variant="accent"
                size="sm"
                icon={<Plus className="size-4" aria-hidden="true" />}
              >
                {t('header.addProperty')}
              </ButtonLink>
            </nav>
          )}
          {userMail ? (
            <AccountMenu
              email={userMail}
              badge={initialsFromEmail(userMail)}
              entries={entries}
              onOpen={preloadAccountDialogs}
            />
          ) : (
            <ButtonLink to="/signIn" size="sm">
              {t('header.signIn')}
            </ButtonLink>
          )}
        </div>
      </HeaderShell>
      {userMail && (
        <AccountDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          userId={userId}
          email={userMail}
          dbName="User"
        />
      )}
    </>
  );
}
