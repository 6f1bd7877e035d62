import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { Field, inputClasses, inputStateClasses } from './field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * The contract's values (cities, BHK, furnishing…); each is shown in the reader's language
   * while the value sent stays the contract's.
   */
  options: readonly string[];
  /** A first entry with an empty value, e.g. 'Select city'. */
  placeholder?: string;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  required = true,
  className,
  containerClassName,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const translateMessage = useTranslateMessage();
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={containerClassName}
    >
      {({ inputId }, describedBy) => (
        <div className="relative">
          <select
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required}
            className={cn(
              inputClasses,
              inputStateClasses(Boolean(error)),
              'h-11 appearance-none pr-10',
              className,
            )}
            {...selectProps}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {translateMessage(option)}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
        </div>
      )}
    </Field>
  );
}
