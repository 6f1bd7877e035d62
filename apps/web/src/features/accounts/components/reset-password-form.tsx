import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, TIMINGS } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

/**
 * Sets a new password with the link's token (docs/product.md §4): on success the user goes to the
 * sign-in page of the account kind the server names, after 1 s.
 */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('accounts');
  const resetPassword = useResetPassword();
  const delayedNavigate = useDelayedNavigate();
  const [done, setDone] = useState(false);

  const form = useSchemaForm(resetPasswordSchema, { userPassword: '', confirmPassword: '' });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { msg, dbName } = await resetPassword.mutateAsync({ resetToken, values });
      toast.success(msg);
      setDone(true);
      delayedNavigate(dbName === 'Admin' ? '/adminSignIn' : '/signIn', TIMINGS.afterPasswordFlowMs);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['userPassword', 'confirmPassword'])) {
        toast.error(errorMessage(error));
      }
    }
  });

  const busy = isSubmitting || done;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <NewPasswordFields
        form={form}
        password="userPassword"
        confirmation="confirmPassword"
        passwordLabel={t('resetPassword.newPassword')}
      />
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {busy ? t('resetPassword.saving') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
