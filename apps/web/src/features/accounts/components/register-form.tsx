import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { MSG, registerSchema } from '@basera/contract';
import { EmailField, PhoneField, TextField, WhatsAppField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { useSendVerifyLink } from '../api/send-verify-link';
import { authLinkClasses } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';

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
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const registerUser = useRegister();
  const sendLink = useSendVerifyLink();

  const form = useSchemaForm(registerSchema, {
    userFirstName: '',
    userLastName: '',
    userPhone: '',
    userWhatsApp: '',
    userMail: '',
    setPassword: '',
    confirmPassword: '',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

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

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('signUp.firstName')}
          autoComplete="given-name"
          error={errors.userFirstName?.message}
          {...register('userFirstName')}
        />
        <TextField
          label={t('signUp.lastName')}
          autoComplete="family-name"
          error={errors.userLastName?.message}
          {...register('userLastName')}
        />
        <PhoneField
          hint={t('common:form.phoneHint')}
          error={errors.userPhone?.message}
          {...register('userPhone')}
        />
        <WhatsAppField
          form={form}
          phone="userPhone"
          whatsApp="userWhatsApp"
          defaultSame
          hint={t('common:form.phoneHint')}
          error={errors.userWhatsApp?.message}
        />
      </div>
      <EmailField error={errors.userMail?.message} {...register('userMail')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          form={form}
          password="setPassword"
          confirmation="confirmPassword"
          passwordLabel={t('signUp.password')}
        />
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? t('signUp.creating') : t('signUp.create')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signUp.haveAccount')}{' '}
        <Link to="/signIn" className={authLinkClasses}>
          {t('signUp.logIn')}
        </Link>
      </p>
    </form>
  );
}
