import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { resetPasswordSchema, TIMINGS } from '@basera/contract';
import { PasswordField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useResetPassword } from '../api/reset-password';

type ResetValues = z.input<typeof resetPasswordSchema>;
type ResetOutput = z.output<typeof resetPasswordSchema>;

/**
 * Sets a new password with the link's token (docs/product.md §4): on success the user goes to the
 * sign-in page of the account kind the server names, after 1 s.
 */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const resetPassword = useResetPassword();
  const delayedNavigate = useDelayedNavigate();
  const [done, setDone] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { userPassword: '', confirmPassword: '' },
  });

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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="8+ characters with A-Z, a-z, 0-9 and one of @$!%*?&"
        error={errors.userPassword?.message}
        {...register('userPassword', {
          onChange: () => {
            if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
          },
        })}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {busy ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
