import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Images } from 'lucide-react';
import { IMAGE_LIMITS, MSG, TIMINGS, canSubmit, type Property } from '@basera/contract';
import { ButtonLink } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { errorMessage } from '@/lib/api-client';
import { useSubmitProperty } from '../api/submit-property';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { propertyScreen } from '../hooks/use-property-id';
import { uploadLabel } from './photo-upload-parts';
import { PhotoUploadActions, PhotoUploadSection } from './photo-upload-section';

/**
 * The photos of a property that has none yet: 4 to 8 files in one upload, after which the
 * property is submitted for review by itself (docs/product.md §4).
 */
export function NewImagesForm({ userId, property }: { userId: string; property: Property }) {
  // Decided once, as the page opens: the upload below adds photos, and this form must stay.
  const [hadPhotos] = useState(property.propertyImg.length > 0);
  if (hadPhotos) return <HasPhotos propertyId={property._id} />;
  return <NewImages userId={userId} property={property} />;
}

function NewImages({ userId, property }: { userId: string; property: Property }) {
  const { t } = useTranslation('owner');
  const upload = usePhotoUpload(userId, property._id, 0);
  const submit = useSubmitProperty();
  const delayedNavigate = useDelayedNavigate();
  const { count, progress, finished } = upload;
  const busy = upload.uploading || submit.isPending || finished;

  const onUpload = async () => {
    const answer = await upload.send();
    if (!answer) return;
    toast.success(answer.msg || MSG.imagesUploaded);
    // The uploaded photos are all it has, so the contract's rule counts them.
    if (canSubmit(property.campaignRequest, count)) {
      try {
        const { msg } = await submit.mutateAsync({ userId, propertyId: property._id });
        toast.success(msg || MSG.propertySubmitted);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    }
    delayedNavigate('/ownerDashboard', TIMINGS.afterOwnerActionMs);
  };

  return (
    <div className="flex flex-col gap-5">
      <PhotoUploadSection
        title={t('photos.choose')}
        selection={upload.selection}
        onChosen={upload.clearFailure}
        busy={busy}
        countLine={<CountLine count={count} />}
        problem={upload.problem}
        failure={upload.failure}
        progress={progress}
        finishedText={finished ? t('photos.finishedNew') : null}
      />

      <p className="text-sm text-slate-600">{t('photos.afterUpload')}</p>
      <PhotoUploadActions
        backLabel={t('photos.later')}
        uploadLabel={uploadLabel(t, {
          count,
          progress,
          finished,
          submitting: submit.isPending,
          preparing: upload.preparing,
        })}
        busy={busy || upload.preparing}
        onUpload={onUpload}
      />
    </div>
  );
}

function CountLine({ count }: { count: number }) {
  const { t } = useTranslation('owner');
  const { minOnUpload: min, maxOnUpload: max } = IMAGE_LIMITS;
  const ready = count >= min && count <= max;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      <Trans
        t={t}
        i18nKey="photos.selected"
        values={{ count, max }}
        components={{
          strong: (
            <span
              className={ready ? 'font-semibold text-brand-800' : 'font-semibold text-slate-900'}
            />
          ),
        }}
      />
      {count < min && t('photos.moreNeeded', { count: min - count })}
    </p>
  );
}

/** A property that already has photos is changed through the edit form. */
function HasPhotos({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('owner');
  const edit = propertyScreen('/editPropertyImgForm', propertyId);
  return (
    <StatusPanel
      icon={<Images />}
      title={t('photos.hasPhotosTitle')}
      actions={
        <ButtonLink to={edit.to} state={edit.state} replace>
          {t('photos.editPhotos')}
        </ButtonLink>
      }
    >
      {t('photos.hasPhotosText')}
    </StatusPanel>
  );
}
