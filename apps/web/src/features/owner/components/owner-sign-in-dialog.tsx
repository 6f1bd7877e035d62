import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Building2 } from 'lucide-react';
import { MSG, TIMINGS } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { errorMessage } from '@/lib/api-client';
import { useSignInAsOwner } from '../api/sign-in-as-owner';

type OwnerSignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
};

/**
 * The 'Owner Sign In' prompt (docs/product.md §2): a signed-in user becomes an owner, then the page
 * reloads after 2 seconds (docs/product.md §4).
 */
export function OwnerSignInDialog({ open, onOpenChange, userId }: OwnerSignInDialogProps) {
  const { t } = useTranslation('owner');
  const signIn = useSignInAsOwner();
  const [reloading, setReloading] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSignIn = () => {
    signIn.mutate(userId, {
      onSuccess: ({ msg }) => {
        toast.success(msg || MSG.ownerSignedIn);
        setReloading(true);
        timer.current = window.setTimeout(
          () => window.location.reload(),
          TIMINGS.afterOwnerActionMs,
        );
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const busy = signIn.isPending || reloading;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('signInDialog.title')}
      description={t('signInDialog.description')}
      size="sm"
      icon={<Building2 className="size-5" aria-hidden="true" />}
    >
      <p className="text-sm leading-relaxed text-slate-600">{t('signInDialog.body')}</p>
      <DialogFooter
        cancelLabel={t('signInDialog.close')}
        onCancel={() => onOpenChange(false)}
        confirmLabel={t('signInDialog.signIn')}
        onConfirm={onSignIn}
        pending={busy}
        className="mt-6"
      />
    </Dialog>
  );
}
