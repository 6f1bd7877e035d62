import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, Pencil, Phone, UserRound } from 'lucide-react';
import { MSG, profileSchema, type User } from '@basera/contract';
import { PhoneField, TextField, WhatsAppField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { PageSpinner } from '@/components/ui/spinner';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { cn } from '@/lib/cn';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

type ProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /**
   * The admin's view (docs/product.md §2): any user's profile, loaded with the admin token, e-mail shown,
   * no Edit button.
   */
  readOnly?: boolean;
  title?: string;
};

/**
 * The Profile modal. Load and update failures are only logged and the spinner stays on
 * (docs/product.md §8).
 */
export default function ProfileDialog({
  open,
  onOpenChange,
  userId,
  readOnly = false,
  title,
}: ProfileDialogProps) {
  const { t } = useTranslation('accounts');
  const { data: user, error } = useUser(open ? userId : null, readOnly ? 'admin' : 'user');
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (error) console.warn('Could not load the profile', error);
  }, [error]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('profile.title')}
      icon={<UserRound className="size-5" aria-hidden="true" />}
    >
      {!user ? (
        <PageSpinner label={t('profile.loading')} className="min-h-48" />
      ) : editing && !readOnly ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView user={user} readOnly={readOnly} onEdit={() => setEditing(true)} />
      )}
    </Dialog>
  );
}

function initialsOf(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

function ProfileView({
  user,
  readOnly,
  onEdit,
}: {
  user: User;
  readOnly: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <div
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {initialsOf(user)}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-950">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-sm text-slate-500">
            {readOnly ? t('profile.member') : t('profile.yourAccount')}
          </p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ProfileItem icon={<UserRound />} label={t('profile.firstName')} value={user.firstName} />
        <ProfileItem icon={<UserRound />} label={t('profile.lastName')} value={user.lastName} />
        <ProfileItem icon={<Phone />} label={t('profile.phone')} value={user.phone} />
        <ProfileItem icon={<MessageCircle />} label={t('profile.whatsApp')} value={user.whatsApp} />
        {readOnly && user.email && (
          <ProfileItem
            icon={<Mail />}
            label={t('profile.email')}
            value={user.email}
            className="sm:col-span-2"
          />
        )}
      </dl>
      {!readOnly && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={onEdit}
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            {t('profile.edit')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ProfileItem({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    // One wrapper directly under <dl>, holding the <dt>/<dd> pair: the only valid grouping.
    <div
      className={cn(
        'grid grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100',
        className,
      )}
    >
      <dt className="contents">
        <span className="row-span-2 mt-0.5 text-brand-700 [&>svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</span>
      </dt>
      <dd className="col-start-2 mt-0.5 min-w-0 font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const updateUser = useUpdateUser();
  // A failed save leaves the spinner on (docs/product.md §8); Cancel is the way out.
  const [saveFailed, setSaveFailed] = useState(false);

  const form = useSchemaForm(profileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    whatsApp: user.whatsApp,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateUser.mutateAsync({ userId: user._id, values });
      toast.success(MSG.profileUpdated);
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, setError, ['firstName', 'lastName', 'phone', 'whatsApp'])) {
        return;
      }
      console.warn('Could not update the profile', error);
      setSaveFailed(true);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('profile.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <WhatsAppField
          form={form}
          phone="phone"
          whatsApp="whatsApp"
          defaultSame={user.whatsApp === user.phone}
          error={errors.whatsApp?.message}
        />
      </div>
      <DialogFooter
        cancelLabel={t('profile.cancel')}
        onCancel={onDone}
        confirmLabel={t('profile.save')}
        pending={isSubmitting || saveFailed}
        cancelWhilePending
      />
    </form>
  );
}
