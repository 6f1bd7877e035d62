import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, inputClasses, inputStateClasses } from '@/components/form';
import { cn } from '@/lib/cn';

type AmountFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Drawn inside the left edge, e.g. ₹. */
  prefix?: string;
  /** Drawn inside the right edge, e.g. /month or sq ft. */
  suffix?: string;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A number input with a unit on either side (₹ … /month, … sq ft). */
export function AmountField({
  label,
  error,
  hint,
  prefix,
  suffix,
  className,
  containerClassName,
  ref,
  ...inputProps
}: AmountFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={containerClassName}>
      {({ inputId }, describedBy) => (
        <div className="relative">
          {prefix && (
            <span
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-[15px] font-semibold text-slate-500"
              aria-hidden="true"
            >
              {prefix}
            </span>
          )}
          <input
            ref={ref}
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required
            className={cn(
              inputClasses,
              inputStateClasses(Boolean(error)),
              'h-11 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
              prefix && 'pl-8',
              suffix && 'pr-20',
              className,
            )}
            {...inputProps}
          />
          {suffix && (
            <span
              className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3.5 text-sm text-slate-500"
              aria-hidden="true"
            >
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
