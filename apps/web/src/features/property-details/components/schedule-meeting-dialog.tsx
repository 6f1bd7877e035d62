import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEETING_HOURS, MSG, meetingSchema, todayInIndia } from '@basera/contract';
import { EmailField, MessageField, PhoneField, TextField } from '@/components/form';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useScheduleMeeting } from '../api/schedule-meeting';
import { SafetyGate, type SafetyGateProps } from './safety-gate';

const FIELDS = ['name', 'email', 'phone', 'date', 'time', 'message'] as const;

type ScheduleMeetingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyTitle: string;
  /** The signed-in user's address, filled in for them. */
  email: string | null;
  /** The note about money before a visit, on a reader's first contact. */
  safety: Omit<SafetyGateProps, 'children'>;
};

/** Schedule Meeting on a commercial listing (docs/product.md §2, §5 and §8). */
export function ScheduleMeetingDialog({
  open,
  onOpenChange,
  propertyId,
  propertyTitle,
  email,
  safety,
}: ScheduleMeetingDialogProps) {
  const { t } = useTranslation('details');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('meeting.title')}
      description={t('meeting.description', { title: propertyTitle })}
      icon={<CalendarClock className="size-5" aria-hidden="true" />}
      size="lg"
    >
      <SafetyGate {...safety}>
        <MeetingForm
          propertyId={propertyId}
          email={email}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </SafetyGate>
    </Dialog>
  );
}

function MeetingForm({
  propertyId,
  email,
  onDone,
  onCancel,
}: {
  propertyId: string;
  email: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('details');
  const schedule = useScheduleMeeting();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(meetingSchema, {
    name: '',
    email: email ?? '',
    phone: '',
    date: '',
    time: '',
    message: '',
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await schedule.mutateAsync({ propertyId, values });
      toast.success(MSG.meetingScheduled);
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, setError, FIELDS)) return;
      // Someone already asked for this date and time: the time is what to change.
      if (error instanceof ApiError && error.status === 409) {
        setError('time', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('meeting.name')}
          autoComplete="name"
          placeholder={t('meeting.namePlaceholder')}
          error={errors.name?.message}
          containerClassName="col-span-2"
          {...register('name')}
        />
        <EmailField
          error={errors.email?.message}
          containerClassName="col-span-2 sm:col-span-1"
          {...register('email')}
        />
        <PhoneField
          error={errors.phone?.message}
          containerClassName="col-span-2 sm:col-span-1"
          {...register('phone')}
        />
        <TextField
          label={t('meeting.date')}
          type="date"
          min={todayInIndia()}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label={t('meeting.time')}
          type="time"
          min={MEETING_HOURS.from}
          max={MEETING_HOURS.to}
          hint={t('meeting.timeHint')}
          error={errors.time?.message}
          {...register('time')}
        />
        <MessageField
          rows={4}
          placeholder={t('meeting.messagePlaceholder')}
          typedText={message}
          error={errors.message?.message}
          containerClassName="col-span-2"
          {...register('message')}
        />
      </div>
      <DialogFooter
        cancelLabel={t('meeting.cancel')}
        onCancel={onCancel}
        confirmLabel={isSubmitting ? t('meeting.sending') : t('meeting.submit')}
        pending={isSubmitting}
        cancelWhilePending
      />
    </form>
  );
}
