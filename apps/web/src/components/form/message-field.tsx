import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTHS } from '@basera/contract';
import { cn } from '@/lib/cn';
import { TextAreaField } from './text-area-field';

type MessageFieldProps = Omit<Parameters<typeof TextAreaField>[0], 'label'> & {
  label?: string;
  /** What is typed so far, for the counter under the box. */
  typedText: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A message of 10 to 400 characters (docs/product.md §5), with a counter that counts what the
 * schema checks (surrounding spaces trimmed) and turns red past the limit.
 */
export function MessageField({
  label,
  typedText,
  error,
  containerClassName,
  ...props
}: MessageFieldProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const length = typedText.trim().length;
  const { min, max } = LENGTHS.message;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <TextAreaField
        label={label ?? t('form.message')}
        error={error}
        // The counter describes the box until an error takes its place.
        {...(error ? {} : { 'aria-describedby': counterId })}
        {...props}
      />
      <p
        id={counterId}
        className={cn(
          'text-right text-xs tabular-nums',
          length > max
            ? 'font-semibold text-red-700'
            : length >= min
              ? 'text-slate-600'
              : 'text-slate-500',
        )}
      >
        {length}/{max}
        <span className="sr-only"> {t('form.characters')}</span>
      </p>
    </div>
  );
}
