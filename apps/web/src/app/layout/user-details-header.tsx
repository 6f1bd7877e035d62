import { Link } from 'react-router';
import { LayoutDashboard, LayoutList, Plus } from 'lucide-react';
import {
  AccountMenu,
  initialsFromEmail,
  type AccountMenuEntry,
} from '@/components/layout/account-menu';
import { HeaderShell, navLinkClasses } from '@/components/layout/header-shell';
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
  const isDesktop = useIsDesktop();
  const { token, userId, userMail } = useUserAuth();
  const signOut = useSignOut('user');
  const [dialog, setDialog] = useAccountDialog(token);

  const { viewProfile, changePassword, logOut } = accountEntries(setDialog, signOut);
  const entries: AccountMenuEntry[] = [
    ...(isDesktop
      ? []
      : ([
          { kind: 'link', label: 'Dashboard', icon: <LayoutDashboard />, to: '/ownerDashboard' },
          { kind: 'link', label: 'Add Property', icon: <Plus />, to: '/addProperty' },
          { kind: 'separator' },
        ] satisfies AccountMenuEntry[])),
    viewProfile,
    { kind: 'link', label: 'View Listing', icon: <LayoutList />, to: '/ownerDashboard' },
    changePassword,
    ...logOut,
  ];

  return (
    <>
      <HeaderShell>
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          {isDesktop && (
            <nav aria-label="Owner" className="mr-2 flex items-center gap-1">
              <Link to="/ownerDashboard" className={navLinkClasses}>
                <LayoutDashboard className="size-4 text-brand-700" aria-hidden="true" />
                Dashboard
              </Link>
              <ButtonLink
                to="/addProperty"
                variant="accent"
                size="sm"
                icon={<Plus className="size-4" aria-hidden="true" />}
              >
                Add Property
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
              Sign In
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
