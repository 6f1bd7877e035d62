import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { forgotPasswordSchema, type AccountKind } from '@basera/contract';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSendVerifyLink } from '../api/send-verify-link';

type ForgotValues = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;

type ForgotPasswordFormProps = {
  dbName: AccountKind;
  /** Called with the address and the server's message once the link is on its way. */
  onSent: (userMail: string, msg: string) => void;
};

/** Asks for a password-reset link (docs/product.md §2 /forgotPassword). */
export function ForgotPasswordForm({ dbName, onSent }: ForgotPasswordFormProps) {
  const sendLink = useSendVerifyLink();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { userMail: '' },
  });

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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        error={errors.userMail?.message}
        {...register('userMail')}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
