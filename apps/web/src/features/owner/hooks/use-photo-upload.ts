import { useState } from 'react';
import { toast } from '@/lib/toast';
import { photoCountProblem } from '@basera/contract';
import { errorMessage } from '@/lib/api-client';
import { useUploadPropertyImages } from '../api/upload-property-images';
import { overLimitProblem } from '../lib/image-rules';
import { useImageSelection } from './use-image-selection';

/**
 * The photo forms' upload: the files chosen beside `existing` stored photos, the count rule
 * (said once Upload is pressed, or at once when over 8), the progress (preparing the photos,
 * then sending them) and the outcome.
 */
export function usePhotoUpload(userId: string, propertyId: string, existing: number) {
  const selection = useImageSelection(existing);
  const upload = useUploadPropertyImages();
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const count = selection.selected.length;
  const preparing = selection.preparing !== null;

  /**
   * Sends the chosen files if they make 4 to 8 photos. Answers the server's answer, or null
   * when nothing went out or the upload failed (the failure is shown and toasted).
   */
  async function send() {
    // Upload waits (its button is busy) until every chosen photo is ready.
    if (preparing) return null;
    setAttempted(true);
    setFailure(null);
    if (photoCountProblem(existing, count)) return null;
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({
        userId,
        propertyId,
        files: selection.files,
        onProgress: setProgress,
      });
      setFinished(true);
      return answer;
    } catch (error) {
      setProgress(null);
      const text = errorMessage(error);
      setFailure(text);
      toast.error(text);
      return null;
    }
  }

  return {
    selection,
    count,
    problem: attempted ? photoCountProblem(existing, count) : overLimitProblem(existing, count),
    failure,
    progress,
    finished,
    uploading: upload.isPending,
    /** Chosen photos are still being made ready for upload. */
    preparing,
    send,
    /** Forgets the last failure, e.g. once other files are chosen. */
    clearFailure: () => setFailure(null),
    /** The uploaded files are stored photos now: the picker and its progress bar empty. */
    markStored: () => {
      setProgress(null);
      selection.clear();
    },
  };
}
