import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema, type AccountKind } from '@basera/contract';
import { EmailField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import { useSendVerifyLink } from '../api/send-verify-link';

type ForgotPasswordFormProps = {
  dbName: AccountKind;
  /** Called with the address and the server's message once the link is on its way. */
  onSent: (userMail: string, msg: string) => void;
};

/** Asks for a password-reset link (docs/product.md §2 /forgotPassword). */
export function ForgotPasswordForm({ dbName, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const sendLink = useSendVerifyLink();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, { userMail: '' });

  const onSubmit = handleSubmit(async ({ userMail }) => {
    try {
      const { msg } = await sendLink.mutateAsync({ route: 'resetPassword', userMail, dbName });
      toast.success(msg);
      onSent(userMail, msg);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField error={errors.userMail?.message} {...register('userMail')} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {isSubmitting ? t('forgotPassword.sending') : t('forgotPassword.send')}
      </Button>
    </form>
  );
}
