import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type ChoiceChipsProps<T extends string> = {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** At most one: choosing another replaces it, choosing it again clears it. */
  single?: boolean;
  labelOf?: (option: T) => string;
  /** Only the first options, e.g. while a long list is folded. */
  limit?: number;
};

export const legendClasses = 'text-[15px] font-semibold text-slate-950';

export const chipClasses = (selected: boolean) =>
  cn(
    'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    selected
      ? 'bg-brand-50 text-brand-900 ring-2 ring-brand-600'
      : 'bg-white text-slate-700 ring-slate-300 hover:text-brand-800 hover:ring-brand-500',
  );

/** A filter's values as toggle buttons (aria-pressed), wrapping onto as many rows as needed. */
export function ChoiceChips<T extends string>({
  legend,
  options,
  selected,
  onChange,
  single = false,
  labelOf = (option) => option,
  limit,
}: ChoiceChipsProps<T>) {
  const shown = limit === undefined ? options : options.slice(0, limit);

  function toggle(option: T) {
    if (selected.includes(option)) onChange(selected.filter((value) => value !== option));
    else onChange(single ? [option] : [...selected, option]);
  }

  return (
    <fieldset>
      <legend className={legendClasses}>{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {shown.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(option)}
              className={chipClasses(on)}
            >
              {on && (
                <Check className="size-4 text-brand-700" strokeWidth={2.5} aria-hidden="true" />
              )}
              {labelOf(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
