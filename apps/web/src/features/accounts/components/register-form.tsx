import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { MSG, registerSchema } from '@basera/contract';
import { PasswordField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { useSendVerifyLink } from '../api/send-verify-link';
import { authLinkClasses } from './auth-layout';

type RegisterValues = z.input<typeof registerSchema>;
type RegisterOutput = z.output<typeof registerSchema>;

const FIELDS = [
  'userFirstName',
  'userLastName',
  'userPhone',
  'userWhatsApp',
  'userMail',
  'setPassword',
  'confirmPassword',
] as const;

/**
 * Account creation (docs/product.md §4): on 201 a verification link is mailed, then /message tells the
 * user to verify before logging in.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const sendLink = useSendVerifyLink();

  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    mode: 'onChange',
    defaultValues: {
      userFirstName: '',
      userLastName: '',
      userPhone: '',
      userWhatsApp: '',
      userMail: '',
      setPassword: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerUser.mutateAsync(values);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
      return;
    }
    try {
      await sendLink.mutateAsync({
        route: 'emailVerified',
        userMail: values.userMail,
        dbName: 'User',
      });
    } catch (error) {
      // The account exists; signing in later mails a new link, so the user can still go on.
      toast.error(errorMessage(error));
    }
    void navigate('/message', { state: { message: MSG.registered } });
  });

  const phoneProps = {
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 10,
    placeholder: '10-digit mobile number',
    hint: 'Indian mobile number, without +91',
  } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.userFirstName?.message}
          {...register('userFirstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.userLastName?.message}
          {...register('userLastName')}
        />
        <TextField
          label="Phone"
          autoComplete="tel-national"
          error={errors.userPhone?.message}
          {...phoneProps}
          {...register('userPhone')}
        />
        <TextField
          label="WhatsApp"
          autoComplete="off"
          error={errors.userWhatsApp?.message}
          {...phoneProps}
          {...register('userWhatsApp')}
        />
      </div>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.setPassword?.message}
          hint="8+ characters with A-Z, a-z, 0-9 and one of @$!%*?&"
          {...register('setPassword', {
            // A changed password re-checks a confirmation already typed ('Password must match').
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
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/signIn" className={authLinkClasses}>
          Log in
        </Link>
      </p>
    </form>
  );
}
