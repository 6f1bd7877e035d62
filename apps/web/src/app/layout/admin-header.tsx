import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountMenu, type AccountMenuEntry } from '@/components/layout/account-menu';
import { HeaderShell } from '@/components/layout/header-shell';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/logo';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAdminAuth } from '@/lib/auth';
import {
  AccountDialogs,
  accountEntries,
  preloadAccountDialogs,
  useAccountDialog,
} from './account-dialogs';

/** The admin's header (docs/product.md §2): logo and a menu with Change Password and Log Out. */
export function AdminHeader() {
  const { t } = useTranslation();
  const { adminToken, adminMail } = useAdminAuth();
  const signOut = useSignOut('admin');
  const [dialog, setDialog] = useAccountDialog(adminToken);

  const { changePassword, logOut } = accountEntries(t, setDialog, signOut);
  const entries: AccountMenuEntry[] = [changePassword, ...logOut];

  return (
    <>
      <HeaderShell>
        <Logo to="/adminDashboard" />
        {/* The account menu says Admin too: on phones the badge gives way to the language switch. */}
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white max-sm:hidden">
          <ShieldCheck className="size-3.5 text-accent-300" aria-hidden="true" />
          {t('header.admin')}
        </span>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageSwitch className="max-sm:hidden" />
          <LanguageSwitch compact className="sm:hidden" />
          {adminMail && (
            <AccountMenu
              email={adminMail}
              badge="AD"
              label={t('header.admin')}
              tone="slate"
              entries={entries}
              onOpen={preloadAccountDialogs}
            />
          )}
        </div>
      </HeaderShell>
      {adminMail && (
        <AccountDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          email={adminMail}
          dbName="Admin"
        />
      )}
    </>
  );
}
