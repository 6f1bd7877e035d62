import { useTranslation } from 'react-i18next';
import { CircleX } from 'lucide-react';
import { rejectFormSchema, type Property } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { RejectReasonField } from './reject-reason-field';

/** Reject a listing: a reason is required, and the owner gets it by e-mail. */
export function RejectDialog({
  property,
  pending,
  onReject,
  onClose,
}: {
  property: Property;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useSchemaForm(rejectFormSchema, { reason: '' });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('reject.title')}
      description={t('reject.description', { title: property.propertyTitle })}
      size="lg"
      icon={<CircleX className="size-5 text-red-700" aria-hidden="true" />}
    >
      <form
        method="post"
        noValidate
        onSubmit={(event) => void form.handleSubmit(({ reason }) => onReject(reason))(event)}
        className="flex flex-col gap-5"
      >
        <RejectReasonField control={form.control} />
        <DialogFooter
          cancelLabel={t('reject.cancel')}
          onCancel={onClose}
          confirmLabel={t('reject.submit')}
          confirmVariant="danger"
          pending={pending}
          className="border-t border-slate-100 pt-5"
        />
      </form>
    </Dialog>
  );
}
