import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Bookmark,
  KeyRound,
  LayoutList,
  LogIn,
  LogOut,
  Menu,
  Phone,
  Plus,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react';
import { COMPANY } from '@basera/contract';
import {
  AccountMenu,
  initialsFromEmail,
  type AccountMenuEntry,
} from '@/components/layout/account-menu';
import {
  HeaderShell,
  mobileItemClasses,
  mobileItemTone,
  navLinkClasses,
} from '@/components/layout/header-shell';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/logo';
import { SearchForm } from '@/components/search-form';
import { ButtonLink } from '@/components/ui/button';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useSignOut } from '@/hooks/use-sign-out';
import { useUserAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { usePostPropertyLink } from '@/hooks/use-post-property-link';
import {
  AccountDialogs,
  accountEntries,
  preloadAccountDialogs,
  useAccountDialog,
  type AccountDialog,
} from './account-dialogs';

/** Where the header shows its search box: everywhere, on wide screens only (the home page has
 * its own on phones), or nowhere (account screens). */
export type HeaderSearch = 'always' | 'desktop' | 'never';

type HeaderProps = {
  search?: HeaderSearch;
  /** /adminSignIn: the logo alone, no menu and no action buttons (docs/product.md §2). */
  minimal?: boolean;
};

/** The public header (docs/product.md §2). */
export function Header({ search = 'always', minimal = false }: HeaderProps) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const { token, userId, userMail } = useUserAuth();
  const postProperty = usePostPropertyLink();
  const signOut = useSignOut('user');
  const [dialog, setDialog] = useAccountDialog(token);
  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = !isDesktop && menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (minimal) {
    return (
      <HeaderShell>
        <Logo />
      </HeaderShell>
    );
  }

  const signedIn = Boolean(token && userId && userMail);
  const savedPath = `/savedProperty/${userId ?? ''}`;
  // The header's box on wide screens, unless the screen says never; in the phone menu only
  // where the screen has no box of its own.
  const showDesktopSearch = search !== 'never';
  const showSearch = search === 'always';

  const { viewProfile, changePassword, logOut } = accountEntries(t, setDialog, signOut);
  const menuEntries: AccountMenuEntry[] = [
    viewProfile,
    { kind: 'link', label: t('header.viewListing'), icon: <LayoutList />, to: '/ownerDashboard' },
    { kind: 'link', label: t('header.savedProperty'), icon: <Bookmark />, to: savedPath },
    changePassword,
    ...logOut,
  ];

  return (
    <>
      <HeaderShell
        below={
          menuOpen && (
            <MobileMenu
              showSearch={showSearch}
              signedIn={signedIn}
              savedPath={savedPath}
              onClose={closeMenu}
              onDialog={(next) => {
                closeMenu();
                setDialog(next);
              }}
              onSignOut={signOut}
            />
          )
        }
      >
        <Logo />

        {/* Wide screens and phones each have their part; CSS shows one, so the server's HTML
            is right for both before any script runs. */}
        <div className="hidden lg:contents">
          {/* The search box keeps room for a real query: beside the links from 1280 px, on a
              line of its own below them on narrower wide screens. */}
          {showDesktopSearch && (
            <div className="order-last basis-full pb-1 xl:order-none xl:max-w-xl xl:min-w-[22rem] xl:flex-1 xl:basis-0 xl:pb-0">
              <SearchForm />
            </div>
          )}
          <nav aria-label={t('header.mainNav')} className="ml-auto flex items-center gap-1">
            <a href={COMPANY.phoneHref} className={navLinkClasses} title={COMPANY.phone}>
              <Phone className="size-4 text-brand-700" aria-hidden="true" />
              {/* Named, not labelled: the row is no wider past 1280 px and the box needs it. */}
              <span className="sr-only">{t('header.callUs')}</span>
            </a>
            <Link to="/ownerDashboard" className={navLinkClasses}>
              {t('header.viewListing')}
            </Link>
            <ButtonLink
              {...postProperty}
              variant="accent"
              size="sm"
              className="ml-1"
              icon={<Plus className="size-4" aria-hidden="true" />}
            >
              {t('header.postProperty')}
            </ButtonLink>
          </nav>
          <div className="flex items-center gap-2 border-l border-slate-200 pl-3">
            <LanguageSwitch />
            {signedIn && userMail ? (
              <AccountMenu
                email={userMail}
                badge={initialsFromEmail(userMail)}
                entries={menuEntries}
                onOpen={preloadAccountDialogs}
              />
            ) : (
              <>
                <ButtonLink to="/signIn" variant="ghost" size="sm">
                  {t('header.signIn')}
                </ButtonLink>
                <ButtonLink to="/signup" variant="primary" size="sm">
                  {t('header.signUp')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          {!menuOpen && (
            <a
              href={COMPANY.phoneHref}
              className="inline-flex size-11 items-center justify-center rounded-xl text-brand-800 hover:bg-slate-100"
              aria-label={t('header.callUs')}
              title={COMPANY.phone}
            >
              <Phone className="size-5" aria-hidden="true" />
            </a>
          )}
          <button
            type="button"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100',
              menuOpen && 'bg-slate-100',
            )}
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              if (menuOpen) closeMenu();
              else {
                setMenuOpenAt(location.key);
                if (signedIn) preloadAccountDialogs();
              }
            }}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </HeaderShell>

      {signedIn && userMail && (
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

type MobileMenuProps = {
  showSearch: boolean;
  signedIn: boolean;
  savedPath: string;
  onClose: () => void;
  onDialog: (dialog: AccountDialog) => void;
  onSignOut: () => void;
};

function MobileMenu({
  showSearch,
  signedIn,
  savedPath,
  onClose,
  onDialog,
  onSignOut,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const postProperty = usePostPropertyLink();
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg animate-slide-down"
    >
      <div className="container-page flex flex-col gap-4 py-4">
        {showSearch && <SearchForm variant="hero" onSearched={onClose} />}
        <nav aria-label={t('header.mainNav')} className="flex flex-col">
          <Link
            {...postProperty}
            className={cn(mobileItemClasses, 'bg-accent-50 text-accent-900 hover:bg-accent-100')}
          >
            <Plus className="size-5 text-accent-700" aria-hidden="true" />
            {t('header.postProperty')}
            <span className="ml-auto rounded-md bg-accent-400 px-1.5 py-0.5 text-[10px] font-bold text-slate-950">
              {t('header.free')}
            </span>
          </Link>
          <Link to="/ownerDashboard" className={cn(mobileItemClasses, mobileItemTone)}>
            <LayoutList className="size-5 text-slate-500" aria-hidden="true" />
            {t('header.viewListing')}
          </Link>
          <a href={COMPANY.phoneHref} className={cn(mobileItemClasses, mobileItemTone)}>
            <Phone className="size-5 text-slate-500" aria-hidden="true" />
            {t('header.callUs')}
            <span className="ml-auto text-sm font-medium text-slate-500">{COMPANY.phone}</span>
          </a>
        </nav>
        <LanguageSwitch className="px-3" />
        <div className="border-t border-slate-100 pt-3">
          {signedIn ? (
            <div className="flex flex-col">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('header.myAccount')}
              </p>
              <button
                type="button"
                className={cn(mobileItemClasses, mobileItemTone)}
                onClick={() => onDialog('profile')}
              >
                <UserRound className="size-5 text-slate-500" aria-hidden="true" />
                {t('header.viewProfile')}
              </button>
              <Link to={savedPath} className={cn(mobileItemClasses, mobileItemTone)}>
                <Bookmark className="size-5 text-slate-500" aria-hidden="true" />
                {t('header.savedProperty')}
              </Link>
              <button
                type="button"
                className={cn(mobileItemClasses, mobileItemTone)}
                onClick={() => onDialog('password')}
              >
                <KeyRound className="size-5 text-slate-500" aria-hidden="true" />
                {t('header.changePassword')}
              </button>
              <button
                type="button"
                className={cn(mobileItemClasses, 'text-red-700 hover:bg-red-50')}
                onClick={onSignOut}
              >
                <LogOut className="size-5" aria-hidden="true" />
                {t('header.logOut')}
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink
                to="/signIn"
                variant="outline"
                icon={<LogIn className="size-4" aria-hidden="true" />}
              >
                {t('header.signIn')}
              </ButtonLink>
              <ButtonLink to="/signup" icon={<UserPlus className="size-4" aria-hidden="true" />}>
                {t('header.signUp')}
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
