import { Trans, useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Info, Trash2 } from 'lucide-react';
import {
  IMAGE_LIMITS,
  MSG,
  photoRemovalProblem,
  TIMINGS,
  type Property,
  type PropertyImage,
} from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { PageSpinner } from '@/components/ui/spinner';
import { LoadErrorPanel } from '@/components/ui/status-panel';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { errorMessage } from '@/lib/api-client';
import { useDeletePropertyImage } from '../api/delete-property-image';
import { useExistingImages } from '../api/get-existing-images';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { uploadLabel } from './photo-upload-parts';
import { PhotoUploadActions, PhotoUploadSection } from './photo-upload-section';

/** Adding to and removing from a property's photos: existing plus new stay within 4 to 8. */
export function EditImagesForm({ userId, property }: { userId: string; property: Property }) {
  const { t } = useTranslation('owner');
  const existing = useExistingImages(userId, property._id);

  if (existing.isPending) return <PageSpinner label={t('photos.loading')} />;
  if (existing.isError) {
    return (
      <LoadErrorPanel
        title={t('photos.loadError')}
        error={existing.error}
        onRetry={existing.refetch}
        retrying={existing.isFetching}
      />
    );
  }
  return <EditImages userId={userId} property={property} images={existing.data} />;
}

function EditImages({
  userId,
  property,
  images,
}: {
  userId: string;
  property: Property;
  images: PropertyImage[];
}) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  const upload = usePhotoUpload(userId, property._id, images.length);
  const delayedNavigate = useDelayedNavigate();
  const [removing, setRemoving] = useState<PropertyImage | null>(null);
  const removalHintId = useId();

  const { count, progress, finished } = upload;
  const total = images.length + count;
  const busy = upload.uploading || finished;
  // One rule with the server, in any status: upload a fifth photo before removing one of four.
  const removalHint = photoRemovalProblem(images.length);
  const removable = removalHint === null;

  const onUpload = async () => {
    if (!(await upload.send())) return;
    toast.success(MSG.imagesUpdated);
    upload.markStored();
    delayedNavigate('/ownerDashboard', TIMINGS.afterOwnerActionMs);
  };

  return (
    <div className="flex flex-col gap-5">
      {property.campaignRequest === 'Approve' && (
        <p className="flex gap-3 rounded-2xl bg-accent-50 p-4 text-sm leading-relaxed text-accent-900 ring-1 ring-accent-200">
          <Info className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
          {t('photos.liveNotice')}
        </p>
      )}

      <section
        aria-labelledby="current-photos"
        className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
      >
        <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="current-photos" className="text-base font-semibold text-slate-950">
            {t('photos.current', { count: images.length })}
          </h2>
          {!removable && images.length > 0 && (
            <p id={removalHintId} className="text-sm text-slate-600 sm:max-w-md sm:text-right">
              {removalHint && translateMessage(removalHint)}
            </p>
          )}
        </header>
        {images.length === 0 ? (
          <p className="text-sm text-slate-600">{t('photos.none')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((image, index) => (
              <li
                key={image.img}
                className="relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/10"
              >
                <img
                  src={`/${image.thumb}`}
                  alt={t('photos.currentAlt', { number: index + 1, title: property.propertyTitle })}
                  loading="lazy"
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-md bg-brand-800 px-1.5 py-0.5 text-[11px] font-bold text-white">
                    {t('photos.cover')}
                  </span>
                )}
                <div className="bg-white p-1.5">
                  <button
                    type="button"
                    onClick={() => setRemoving(image)}
                    disabled={!removable || busy}
                    aria-describedby={removable ? undefined : removalHintId}
                    className="inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('photos.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PhotoUploadSection
        title={t('photos.addNew')}
        headingId="new-photos"
        editing
        selection={upload.selection}
        onChosen={upload.clearFailure}
        busy={busy}
        countLine={
          <p className="text-sm text-slate-600" aria-live="polite">
            <Trans
              t={t}
              i18nKey="photos.editCount"
              values={{ current: images.length, count, total, max: IMAGE_LIMITS.maxOnUpload }}
              components={{ strong: <span className="font-semibold text-slate-900" /> }}
            />
          </p>
        }
        problem={upload.problem}
        failure={upload.failure}
        progress={progress}
        finishedText={finished ? t('photos.finishedEdit') : null}
      />

      <PhotoUploadActions
        backLabel={t('photos.back')}
        uploadLabel={uploadLabel(t, { count, progress, finished, preparing: upload.preparing })}
        busy={busy || upload.preparing}
        onUpload={onUpload}
      />

      <RemoveImageDialog
        image={removing}
        onClose={() => setRemoving(null)}
        userId={userId}
        propertyId={property._id}
      />
    </div>
  );
}

function RemoveImageDialog({
  image,
  onClose,
  userId,
  propertyId,
}: {
  image: PropertyImage | null;
  onClose: () => void;
  userId: string;
  propertyId: string;
}) {
  const { t } = useTranslation('owner');
  const remove = useDeletePropertyImage();

  const onRemove = () => {
    if (!image) return;
    remove.mutate(
      { userId, propertyId, image: image.img },
      {
        onSuccess: ({ msg }) => {
          toast.success(msg || MSG.imageDeleted);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={t('photos.removeTitle')}
      description={t('photos.removeDescription')}
      size="sm"
      icon={<Trash2 className="size-5" aria-hidden="true" />}
    >
      {image && (
        <img
          src={`/${image.thumb}`}
          alt={t('photos.removeAlt')}
          width={480}
          height={360}
          className="aspect-[4/3] w-full rounded-xl object-cover ring-1 ring-slate-900/10"
        />
      )}
      <DialogFooter
        cancelLabel={t('photos.cancel')}
        onCancel={onClose}
        confirmLabel={t('photos.remove')}
        onConfirm={onRemove}
        confirmVariant="danger"
        pending={remove.isPending}
        className="mt-6"
      />
    </Dialog>
  );
}
