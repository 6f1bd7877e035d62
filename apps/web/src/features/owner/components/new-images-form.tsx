import { useState } from 'react';
import toast from 'react-hot-toast';
import { Images, Upload } from 'lucide-react';
import { IMAGE_LIMITS, MSG, TIMINGS, type Property } from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { errorMessage } from '@/lib/api-client';
import { useSubmitProperty } from '../api/submit-property';
import { useUploadPropertyImages } from '../api/upload-property-images';
import { useImageSelection } from '../hooks/use-image-selection';
import { propertyScreen } from '../hooks/use-property-id';
import { canSubmit } from '../lib/campaign-status';
import { newSelectionProblem, overLimitProblem } from '../lib/image-rules';
import { uploadLabel } from './image-picker';
import { PhotoUploadSection } from './photo-upload-section';
import { EmptyState } from './state-panels';

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
  const selection = useImageSelection(0);
  const upload = useUploadPropertyImages();
  const submit = useSubmitProperty();
  const delayedNavigate = useDelayedNavigate();
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);

  const count = selection.selected.length;
  const problem = attempted ? newSelectionProblem(count) : overLimitProblem(0, count);
  const busy = upload.isPending || submit.isPending || finished;

  const onUpload = async () => {
    setAttempted(true);
    setFailure(null);
    if (newSelectionProblem(count)) return;
    setProgress(0);
    try {
      const { msg } = await upload.mutateAsync({
        userId,
        propertyId: property._id,
        files: selection.files,
        onProgress: setProgress,
      });
      toast.success(msg || MSG.imagesUploaded);
    } catch (error) {
      setProgress(null);
      const text = errorMessage(error);
      setFailure(text);
      toast.error(text);
      return;
    }
    setFinished(true);
    if (canSubmit(property.campaignRequest)) {
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
        title="Choose photos"
        selection={selection}
        onChosen={() => setFailure(null)}
        busy={busy}
        countLine={<CountLine count={count} />}
        problem={problem}
        failure={failure}
        progress={progress}
        finishedText={
          finished ? 'Photos uploaded and sent for review. Taking you to your dashboard…' : null
        }
      />

      <p className="text-sm text-slate-600">
        After the upload we send your property for review. It goes live once our team approves it.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <ButtonLink to="/ownerDashboard" variant="ghost" size="lg">
          Do this later
        </ButtonLink>
        <Button
          size="lg"
          onClick={() => void onUpload()}
          loading={busy}
          icon={<Upload className="size-4" aria-hidden="true" />}
        >
          {uploadLabel({ count, progress, finished, submitting: submit.isPending })}
        </Button>
      </div>
    </div>
  );
}

function CountLine({ count }: { count: number }) {
  const { minOnUpload: min, maxOnUpload: max } = IMAGE_LIMITS;
  const ready = count >= min && count <= max;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      <span className={ready ? 'font-semibold text-brand-800' : 'font-semibold text-slate-900'}>
        {count} of {max}
      </span>{' '}
      selected
      {count < min && ` · ${min - count} more needed`}
    </p>
  );
}

/** A property that already has photos is changed through the edit form. */
function HasPhotos({ propertyId }: { propertyId: string }) {
  const edit = propertyScreen('/editPropertyImgForm', propertyId);
  return (
    <EmptyState
      icon={<Images />}
      title="This property already has photos"
      action={
        <ButtonLink to={edit.to} state={edit.state} replace>
          Edit the photos
        </ButtonLink>
      }
    >
      Add or remove photos on the edit page, keeping between 4 and 8 in total.
    </EmptyState>
  );
}
