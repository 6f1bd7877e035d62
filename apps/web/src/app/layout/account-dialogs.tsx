import { lazy, Suspense, useState } from 'react';
import { KeyRound, LogOut, UserRound } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { AccountKind } from '@basera/contract';
import type { AccountMenuEntry } from '@/components/layout/account-menu';

/* The dialogs carry the form library; they load when first opened, not with every page. */
const loadProfileDialog = () => import('@/features/accounts/components/profile-dialog');
const loadChangePasswordDialog = () =>
  import('@/features/accounts/components/change-password-dialog');
const ProfileDialog = lazy(loadProfileDialog);
const ChangePasswordDialog = lazy(loadChangePasswordDialog);

/** Starts loading the dialogs' code, e.g. when the account menu opens. */
export function preloadAccountDialogs(): void {
  void loadProfileDialog();
  void loadChangePasswordDialog();
}

export type AccountDialog = 'profile' | 'password' | null;

/**
 * Which account dialog is open, tied to the session it was opened in: when the token changes
 * (log out, an expired session) the dialog is gone and does not reappear at the next sign-in.
 */
export function useAccountDialog(session: string | null) {
  const [state, setState] = useState<{ dialog: AccountDialog; session: string | null }>({
    dialog: null,
    session,
  });
  const dialog = state.session === session ? state.dialog : null;
  const setDialog = (next: AccountDialog) => setState({ dialog: next, session });
  return [dialog, setDialog] as const;
}

/**
 * The entries every header's account menu shares: View Profile and Change Password open the
 * dialogs below; Log Out comes last, after a separator.
 */
export function accountEntries(
  t: TFunction,
  openDialog: (dialog: AccountDialog) => void,
  signOut: () => void,
): { viewProfile: AccountMenuEntry; changePassword: AccountMenuEntry; logOut: AccountMenuEntry[] } {
  return {
    viewProfile: {
      kind: 'action',
      label: t('header.viewProfile'),
      icon: <UserRound />,
      onSelect: () => openDialog('profile'),
    },
    changePassword: {
      kind: 'action',
      label: t('header.changePassword'),
      icon: <KeyRound />,
      onSelect: () => openDialog('password'),
    },
    logOut: [
      { kind: 'separator' },
      {
        kind: 'action',
        label: t('header.logOut'),
        icon: <LogOut />,
        onSelect: signOut,
        danger: true,
      },
    ],
  };
}

type AccountDialogsProps = {
  dialog: AccountDialog;
  onClose: () => void;
  /** The user whose profile View Profile shows; absent for the admin. */
  userId?: string | null;
  email: string;
  dbName: AccountKind;
};

/** View Profile and Change Password, as opened from a header menu. */
export function AccountDialogs({ dialog, onClose, userId, email, dbName }: AccountDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <Suspense fallback={null}>
      {dialog === 'profile' && userId && (
        <ProfileDialog open onOpenChange={onOpenChange} userId={userId} />
      )}
      {dialog === 'password' && (
        <ChangePasswordDialog open onOpenChange={onOpenChange} email={email} dbName={dbName} />
      )}
    </Suspense>
  );
}
