import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { MapPin, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import {
  ADMIN_CAMPAIGN_STATUSES,
  MSG,
  rejectFormSchema,
  type CampaignRequestUpdate,
  type Property,
} from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { SelectField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { useDeleteProperty } from '../api/delete-property';
import { useUpdateCampaignRequest } from '../api/update-campaign-request';
import { ConfirmDialog } from './confirm-dialog';
import { RejectReasonField } from './reject-reason-field';

type AdminStatus = CampaignRequestUpdate['campaignRequest'];

function isAdminStatus(value: string): value is AdminStatus {
  return (ADMIN_CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

/**
 * Edit property (docs/product.md §2): Change Status (Submitted, Approve, Reject) with Update, and
 * Delete Property after a confirmation. Reject asks for the owner's reason; Approve and Reject
 * name the version the row showed, so a listing changed since is refused (409) and said so.
 */
export function EditPropertyDialog({
  property,
  onClose,
  onUpdated,
}: {
  property: Property;
  onClose: () => void;
  /** After a successful Update, with the status it set. */
  onUpdated?: (status: AdminStatus) => void;
}) {
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  const [status, setStatus] = useState<AdminStatus>(
    isAdminStatus(property.campaignRequest) ? property.campaignRequest : 'Submitted',
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reasonForm = useSchemaForm(rejectFormSchema, { reason: '' });
  const update = useUpdateCampaignRequest();
  const remove = useDeleteProperty();
  const busy = update.isPending || remove.isPending;
  const ids = { userId: property.userId, propertyId: property._id };

  function send(reason?: string) {
    setRefusal(null);
    const decision = status === 'Approve' || status === 'Reject';
    update.mutate(
      {
        ...ids,
        campaignRequest: status,
        ...(decision ? { version: property.version } : {}),
        ...(reason === undefined ? {} : { reason }),
      },
      {
        onSuccess: () => {
          toast.success(MSG.campaignUpdated);
          onUpdated?.(status);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else toast.error(MSG.somethingWentWrong);
        },
      },
    );
  }

  function onUpdate() {
    if (status === 'Reject') void reasonForm.handleSubmit(({ reason }) => send(reason))();
    else send();
  }

  function onDelete() {
    remove.mutate(ids, {
      onSuccess: () => {
        toast.success(MSG.propertyDeletedByAdmin);
        setConfirming(false);
        onClose();
      },
      onError: () => {
        toast.error(MSG.somethingWentWrong);
      },
    });
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open && !busy) onClose();
        }}
        title={t('edit.title')}
        icon={<Pencil className="size-5" aria-hidden="true" />}
        size={status === 'Reject' ? 'lg' : 'md'}
      >
        <div className="flex flex-col gap-5">
          <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-slate-950">
                {property.propertyTitle}
              </p>
              <CampaignStatusBadge status={property.campaignRequest} audience="admin" />
            </div>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {translateMessage(property.city)}
              <span aria-hidden="true">·</span>
              {t('edit.version', { version: property.version })}
            </p>
          </div>

          <SelectField
            label={t('edit.changeStatus')}
            options={ADMIN_CAMPAIGN_STATUSES}
            value={status}
            onChange={(event) => {
              if (isAdminStatus(event.target.value)) setStatus(event.target.value);
            }}
            hint={t('edit.statusHint')}
          />

          {status === 'Reject' && <RejectReasonField control={reasonForm.control} />}

          {refusal && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm font-medium text-accent-900 ring-1 ring-accent-300"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {translateMessage(refusal)}
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={busy}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-red-200 bg-white px-4 text-sm font-semibold text-red-700 transition-colors hover:border-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('edit.deleteProperty')}
            </button>
            <Button onClick={onUpdate} loading={update.isPending} disabled={remove.isPending}>
              {t('edit.update')}
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('edit.deleteProperty')}
        description={t('edit.deleteQuestion')}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
