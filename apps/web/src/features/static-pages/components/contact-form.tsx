import { useId } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import { contactSchema, LENGTHS, MSG } from '@basera/contract';
import { TextAreaField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useUserAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactValues = z.input<typeof contactSchema>;
type ContactOutput = z.output<typeof contactSchema>;

const FIELDS = ['fullName', 'email', 'phone', 'message'] as const;

/** Characters typed against the limit; counts what the schema checks (surrounding spaces trimmed). */
function CharacterCounter({ id, length }: { id: string; length: number }) {
  const { min, max } = LENGTHS.message;
  const over = length > max;
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        over ? 'font-semibold text-red-700' : length >= min ? 'text-slate-600' : 'text-slate-500',
      )}
    >
      {length}/{max}
      <span className="sr-only"> characters</span>
    </p>
  );
}

/**
 * The contact form (docs/product.md §5, §8): checked on change; on success a toast and an empty form, on
 * failure 'something Wrong' (or the field messages of a 400 answer on their fields).
 */
export function ContactForm() {
  const { userMail } = useUserAuth();
  const counterId = useId();
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
  } = useForm<ContactValues, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    defaultValues,
  });

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
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Your full name"
          error={errors.fullName?.message}
          containerClassName="sm:col-span-2"
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="10-digit mobile number"
          hint="Indian mobile number, without +91"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <TextAreaField
          label="Message"
          rows={6}
          placeholder="Tell us what you need: a listing you are asking about, a problem with your account, or anything else."
          error={errors.message?.message}
          // The counter describes the box until an error takes its place.
          {...(errors.message ? {} : { 'aria-describedby': counterId })}
          className="resize-y"
          {...register('message')}
        />
        <CharacterCounter id={counterId} length={message.trim().length} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-500 sm:max-w-xs">
          We use these details only to answer you. See our{' '}
          <Link
            to="/privacyPolicy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Privacy Policy
          </Link>
          .
        </p>
        <Button
          type="submit"
          size="lg"
          loading={isSubmitting}
          icon={<Send className="size-4" aria-hidden="true" />}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
