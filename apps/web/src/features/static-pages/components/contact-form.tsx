import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Trans, useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import { contactSchema, MSG } from '@basera/contract';
import { EmailField, MessageField, PhoneField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useUserAuth } from '@/lib/auth';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactValues = z.input<typeof contactSchema>;

const FIELDS = ['fullName', 'email', 'phone', 'message'] as const;

/**
 * The contact form (docs/product.md §5, §8): checked on change; on success a toast and an empty form, on
 * failure 'something Wrong' (or the field messages of a 400 answer on their fields).
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const { userMail } = useUserAuth();
  const sendMessage = useSendContactMessage();

  const defaultValues: ContactValues = {
    fullName: '',
    email: userMail ?? '',
    phone: '',
    message: '',
  };

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(contactSchema, defaultValues);

  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, FIELDS)) toast.error(MSG.contactFailed);
      return;
    }
    toast.success(MSG.messageSent);
    reset(defaultValues);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('contact.formLabel')}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.fullName')}
          autoComplete="name"
          placeholder={t('contact.fullNamePlaceholder')}
          error={errors.fullName?.message}
          containerClassName="sm:col-span-2"
          {...register('fullName')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PhoneField
          hint={t('common:form.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <MessageField
        rows={6}
        placeholder={t('contact.messagePlaceholder')}
        typedText={message}
        error={errors.message?.message}
        className="resize-y"
        {...register('message')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-500 sm:max-w-xs">
          <Trans
            t={t}
            i18nKey="contact.privacyNote"
            components={{
              a: (
                <Link
                  to="/privacyPolicy"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                />
              ),
            }}
          />
        </p>
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          icon={<Send className="size-4" aria-hidden="true" />}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
