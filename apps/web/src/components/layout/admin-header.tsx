import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { Logo } from '@/components/logo';
import { useSignOut } from '@/features/accounts/hooks/use-sign-out';
import { useAdminAuth } from '@/lib/auth';
import { AccountDialogs, useAccountDialog } from './account-dialogs';
import { AccountMenu, type AccountMenuEntry } from './account-menu';
import { HeaderShell } from './header-shell';

/** The admin's header (docs/product.md §2): logo and a menu with Change Password and Log Out. */
export function AdminHeader() {
  const { adminToken, adminMail } = useAdminAuth();
  const signOut = useSignOut('admin');
  const [dialog, setDialog] = useAccountDialog(adminToken);

  const entries: AccountMenuEntry[] = [
    {
      kind: 'action',
      label: 'Change Password',
      icon: <KeyRound />,
      onSelect: () => setDialog('password'),
    },
    { kind: 'separator' },
    { kind: 'action', label: 'Log Out', icon: <LogOut />, onSelect: signOut, danger: true },
  ];

  return (
    <>
      <HeaderShell>
        <Logo to="/adminDashboard" />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white">
          <ShieldCheck className="size-3.5 text-accent-300" aria-hidden="true" />
          Admin
        </span>
        <div className="ml-auto">
          {adminMail && (
            <AccountMenu
              email={adminMail}
              badge="AD"
              label="Admin"
              tone="slate"
              entries={entries}
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
