import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { AccountKind } from '@basera/contract';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSendVerifyLink } from '../api/send-verify-link';

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in account's address, shown read-only. */
  email: string;
  dbName: AccountKind;
};

/** Change Password (docs/product.md §2): mails a reset link to the account's own address. */
export default function ChangePasswordDialog({
  open,
  onOpenChange,
  email,
  dbName,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('accounts');
  const sendLink = useSendVerifyLink();

  function send() {
    sendLink.mutate(
      { route: 'resetPassword', userMail: email, dbName },
      {
        onSuccess: ({ msg }) => toast.success(msg),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      icon={<KeyRound className="size-5" aria-hidden="true" />}
    >
      <div className="flex flex-col gap-5">
        <TextField label={t('common:form.email')} type="email" value={email} readOnly />
        <Button size="lg" onClick={send} loading={sendLink.isPending} className="w-full">
          {sendLink.isPending ? t('changePassword.sending') : t('changePassword.send')}
        </Button>
      </div>
    </Dialog>
  );
}
