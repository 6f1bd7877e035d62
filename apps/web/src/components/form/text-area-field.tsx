import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, inputClasses, inputStateClasses } from './field';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  label,
  error,
  hint,
  required = true,
  className,
  containerClassName,
  ref,
  rows = 4,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={containerClassName}
    >
      {({ inputId }, describedBy) => (
        <textarea
          ref={ref}
          id={inputId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required}
          className={cn(inputClasses, inputStateClasses(Boolean(error)), 'py-2.5', className)}
          {...textAreaProps}
        />
      )}
    </Field>
  );
}
