import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { CircleAlert, ImageOff, ImagePlus, X } from 'lucide-react';
import { IMAGE_LIMITS } from '@basera/contract';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type {
  PreparingProgress as Progress,
  RejectedImage,
  SelectedImage,
} from '../hooks/use-image-selection';
import { IMAGE_ACCEPT } from '../lib/image-rules';

/*
 * The parts a photo upload is made of: the drop zone, the photos chosen, those refused and why,
 * the rules, and the progress of preparing and sending them. The forms compose them.
 */

/** Drag and drop, or a file input (keyboard: Tab to it, Enter to browse). */
export function ImageDropZone({
  onFiles,
  remaining,
  disabled = false,
  describedBy,
}: {
  onFiles: (files: File[]) => void;
  remaining: number;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('owner');
  const [dragging, setDragging] = useState(false);
  const full = remaining <= 0;
  const off = disabled || full;

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!off) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        if (!off) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        off
          ? 'cursor-not-allowed border-slate-200 bg-slate-50'
          : dragging
            ? 'cursor-copy border-brand-600 bg-brand-50'
            : 'cursor-pointer border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50/40',
      )}
    >
      <input
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        disabled={off}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // choosing the same file again still fires a change
          if (files.length) onFiles(files);
        }}
      />
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-2xl',
          off ? 'bg-slate-100 text-slate-400' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        )}
        aria-hidden="true"
      >
        <ImagePlus className="size-6" />
      </span>
      <span className="mt-3 text-[15px] font-semibold text-slate-900">
        {full ? (
          t('picker.full')
        ) : (
          <Trans
            t={t}
            i18nKey="picker.choose"
            components={{
              choose: <span className="text-brand-700 underline underline-offset-4" />,
              wide: <span className="hidden sm:inline" />,
            }}
          />
        )}
      </span>
      <span className="mt-1 text-sm text-slate-600">
        {t('picker.shrinks')}
        {!full && t('picker.remaining', { count: remaining })}
      </span>
    </label>
  );
}

/** A preview from an object URL, made when it shows and revoked when it goes. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const { t } = useTranslation('owner');
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  // Hidden until it has pixels: a loading <img> would flash its alt text.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <>
      <img
        ref={ref}
        alt={alt}
        width={320}
        height={240}
        onLoad={() => setLoaded(true)}
        onError={() => setBroken(true)}
        className={cn(
          'size-full object-cover transition-opacity duration-200',
          !loaded && 'opacity-0',
          broken && 'hidden',
        )}
      />
      {broken && (
        <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-slate-500">
          <ImageOff className="size-6" aria-hidden="true" />
          {t('picker.noPreview')}
        </span>
      )}
    </>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The chosen photos, each with a remove button, before they are uploaded. */
export function SelectedImages({
  images,
  onRemove,
  disabled = false,
  coverFirst = false,
}: {
  images: SelectedImage[];
  onRemove: (key: string) => void;
  disabled?: boolean;
  /** Marks the first photo as the cover (a property without photos yet). */
  coverFirst?: boolean;
}) {
  const { t } = useTranslation('owner');
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('picker.toUpload')}>
      {images.map(({ key, original, file }, index) => (
        <li
          key={key}
          className="group relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/10"
        >
          <div className="aspect-[4/3]">
            {file ? (
              <FilePreview
                file={file}
                alt={t('picker.newAlt', { number: index + 1, name: original.name })}
              />
            ) : (
              <span className="flex size-full flex-col items-center justify-center gap-2 text-xs font-medium text-slate-600">
                <Spinner className="size-6 text-brand-600" label={null} />
                {t('picker.preparing')}
              </span>
            )}
          </div>
          {coverFirst && index === 0 && (
            <span className="absolute top-2 left-2 rounded-md bg-brand-800 px-1.5 py-0.5 text-[11px] font-bold text-white">
              {t('picker.cover')}
            </span>
          )}
          <button
            type="button"
            onClick={() => onRemove(key)}
            disabled={disabled}
            aria-label={t('picker.remove', { name: original.name })}
            className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-slate-950/70 text-white shadow hover:bg-red-700 disabled:opacity-50"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
          <p className="flex items-center justify-between gap-2 bg-white px-2.5 py-1.5 text-xs text-slate-600">
            <span className="min-w-0 truncate">{original.name}</span>
            {/* The size that goes up: a phone's 6 MB photo reads 800 KB once prepared. */}
            {file && <span className="shrink-0 tabular-nums">{formatSize(file.size)}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Files turned away as they were chosen, each with the rule it broke. */
export function RejectedImages({ rejected }: { rejected: RejectedImage[] }) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  if (rejected.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-4" aria-hidden="true" />
        {rejected.length === 1 ? t('picker.rejectedOne') : t('picker.rejectedMany')}
      </p>
      <ul className="mt-1.5 space-y-0.5 pl-6">
        {rejected.map(({ name, reason }, index) => (
          <li key={`${name}-${index}`} className="break-words">
            <span className="font-medium">{name}</span>: {translateMessage(reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rules, said once above the picker. */
export function ImageRules({ id, editing = false }: { id?: string; editing?: boolean }) {
  const { t } = useTranslation('owner');
  const limits = { min: IMAGE_LIMITS.minOnUpload, max: IMAGE_LIMITS.maxOnUpload };
  return (
    <ul id={id} className="grid gap-1.5 text-sm text-slate-600 sm:grid-cols-2">
      <li>• {editing ? t('picker.ruleKeep', limits) : t('picker.ruleAdd', limits)}</li>
      <li>• {t('picker.ruleFormats', { formats: t('picker.formats') })}</li>
      <li>• {t('picker.ruleBright')}</li>
      <li>• {editing ? t('picker.ruleAfter') : t('picker.ruleCover')}</li>
    </ul>
  );
}

/**
 * Photos being made ready for upload. The bar is a progressbar; the words are a polite live
 * region, so a screen reader hears how far it is without moving focus.
 */
export function PreparingProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('owner');
  const { done, total } = progress;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50/60 px-3.5 py-3 ring-1 ring-brand-100">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800" aria-live="polite">
        <Spinner className="size-4 text-brand-700" label={null} />
        {t('picker.preparingCount', { done, total })}
      </p>
      <div
        role="progressbar"
        aria-label={t('picker.preparingLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('picker.preparingValue', { done, total })}
        className="h-2 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** Upload progress, announced to screen readers. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('owner');
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('picker.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 text-right text-sm font-semibold text-slate-700 tabular-nums">
        {percent}%
      </span>
    </div>
  );
}

/** What the upload button says in each phase, in the owner screen's words (`t`). */
export function uploadLabel(
  t: TFunction,
  {
    count,
    progress,
    finished,
    submitting = false,
    preparing = false,
  }: {
    count: number;
    progress: number | null;
    finished: boolean;
    submitting?: boolean;
    /** Chosen photos are still being made ready: Upload waits for them. */
    preparing?: boolean;
  },
): string {
  if (finished && !submitting) return t('owner:upload.done');
  if (submitting) return t('owner:upload.sending');
  if (preparing) return t('owner:upload.preparing');
  if (progress !== null)
    return progress >= 1 ? t('owner:upload.processing') : t('owner:upload.uploading');
  return count > 0 ? t('owner:upload.upload', { count }) : t('owner:upload.uploadNone');
}
