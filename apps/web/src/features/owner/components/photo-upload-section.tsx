import { useTranslateMessage } from '@/i18n/translate-message';
import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Upload } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import type { useImageSelection } from '../hooks/use-image-selection';
import {
  ImageDropZone,
  ImageRules,
  PreparingProgress,
  RejectedImages,
  SelectedImages,
  UploadProgress,
} from './photo-upload-parts';

type PhotoUploadSectionProps = {
  title: string;
  /** Gives the heading an id that names the section. */
  headingId?: string;
  /** Adding to existing photos rather than choosing a property's first ones. */
  editing?: boolean;
  selection: ReturnType<typeof useImageSelection>;
  /** Called after files are chosen or dropped. */
  onChosen: () => void;
  busy: boolean;
  /** How many photos there are against the limit. */
  countLine: ReactNode;
  /** A rule the selection breaks; the picker points to it. */
  problem: string | null;
  /** Why the last upload failed. */
  failure: string | null;
  progress: number | null;
  /** Said once the upload is done. */
  finishedText: string | null;
};

/** The rules, the picker, the chosen photos and how the upload is going, in one card. */
export function PhotoUploadSection({
  title,
  headingId,
  editing = false,
  selection,
  onChosen,
  busy,
  countLine,
  problem,
  failure,
  progress,
  finishedText,
}: PhotoUploadSectionProps) {
  const translateMessage = useTranslateMessage();
  const rulesId = useId();
  const problemId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <header className="mb-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-950">
          {title}
        </h2>
        <div className="mt-2">
          <ImageRules id={rulesId} editing={editing} />
        </div>
      </header>
      <div className="flex flex-col gap-4">
        <ImageDropZone
          onFiles={(files) => {
            selection.add(files);
            onChosen();
          }}
          remaining={selection.remaining}
          disabled={busy}
          describedBy={problem ? `${rulesId} ${problemId}` : rulesId}
        />
        <RejectedImages rejected={selection.rejected} />
        {selection.preparing && <PreparingProgress progress={selection.preparing} />}
        <SelectedImages
          images={selection.selected}
          onRemove={selection.remove}
          disabled={busy}
          coverFirst={!editing}
        />
        {countLine}
        {(problem || failure) && (
          <p
            id={problemId}
            role="alert"
            className="flex items-start gap-2 text-[13px] font-medium text-red-700"
          >
            <CircleAlert className="mt-px size-4 shrink-0" aria-hidden="true" />
            {translateMessage(problem ?? failure ?? '')}
          </p>
        )}
        {progress !== null && <UploadProgress fraction={progress} />}
        {finishedText && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
          >
            <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            {finishedText}
          </p>
        )}
      </div>
    </section>
  );
}

/** Under the card: a way back to the dashboard, and Upload saying how the upload is going. */
export function PhotoUploadActions({
  backLabel,
  uploadLabel,
  busy,
  onUpload,
}: {
  backLabel: string;
  uploadLabel: string;
  busy: boolean;
  onUpload: () => Promise<void>;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      <ButtonLink to="/ownerDashboard" variant="ghost" size="lg">
        {backLabel}
      </ButtonLink>
      <Button
        size="lg"
        onClick={() => void onUpload()}
        loading={busy}
        icon={<Upload className="size-4" aria-hidden="true" />}
      >
        {uploadLabel}
      </Button>
    </div>
  );
}
