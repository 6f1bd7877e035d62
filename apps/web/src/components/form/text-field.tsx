import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Field, inputClasses, inputStateClasses } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn inside the right edge of the input (e.g. a show-password button). */
  trailing?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  error,
  hint,
  trailing,
  required = true,
  className,
  containerClassName,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required || Boolean(inputProps.readOnly)}
      className={containerClassName}
    >
      {({ inputId }, describedBy) => (
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={inputProps.readOnly ? undefined : required}
            className={cn(
              inputClasses,
              inputStateClasses(Boolean(error)),
              'h-11',
              trailing ? 'pr-12' : undefined,
              className,
            )}
            {...inputProps}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
          )}
        </div>
      )}
    </Field>
  );
}
