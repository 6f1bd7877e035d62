import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MSG, REPORT_REASONS, TRUST_RULES, reportPropertySchema } from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useReportProperty } from '../api/report-property';
import { ReportFormBody } from './report-form-body';

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyTitle: string;
};

/** 'Report this listing': what is wrong with it, and a few words if the reader wants. */
export function ReportDialog({ open, onOpenChange, propertyId, propertyTitle }: ReportDialogProps) {
  const { t } = useTranslation('details');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('report.title')}
      description={t('report.description', { title: propertyTitle })}
      icon={<Flag className="size-5" aria-hidden="true" />}
    >
      <ReportForm
        propertyId={propertyId}
        onDone={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

const FIELDS = ['reason', 'details'] as const;

function ReportForm({
  propertyId,
  onDone,
  onCancel,
}: {
  propertyId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('details');
  const report = useReportProperty();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reportPropertySchema, { details: '' });
  const length = (useWatch({ control, name: 'details' }) ?? '').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await report.mutateAsync({ propertyId, values });
      toast.success(MSG.reportSent);
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, setError, FIELDS)) return;
      // Already reported, one's own listing, or gone: the server's words, kept in the dialog.
      setRefused(errorMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ReportFormBody
        reasons={REPORT_REASONS}
        reasonField={register('reason')}
        reasonError={errors.reason?.message}
        detailsField={register('details')}
        detailsError={errors.details?.message}
        detailsLength={length}
        detailsMax={TRUST_RULES.reportDetailsMax}
        detailsRows={4}
        refused={refused}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        labels={{
          whatIsWrong: t('report.whatIsWrong'),
          details: t('report.details'),
          placeholder: t('report.placeholder'),
        }}
      />
    </form>
  );
}
