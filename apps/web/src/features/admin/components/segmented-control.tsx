import { useId } from 'react';
import { cn } from '@/lib/cn';

type Option<T extends string> = { value: T; label: string; count?: number | undefined };

/**
 * A choice of one among a few, side by side (radio buttons underneath, so arrow keys move and
 * the group is named). On a phone it scrolls sideways rather than pushing the page wider.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="-mx-1 overflow-x-auto px-1 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        <div className="flex gap-1 rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200/70 sm:inline-flex">
          {options.map((option) => {
            const checked = option.value === value;
            return (
              <label
                key={option.value}
                className={cn(
                  'relative inline-flex h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-[13px] font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-3 sm:text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'bg-white text-slate-950 shadow-sm ring-1 ring-slate-900/5'
                    : 'text-slate-600 hover:text-slate-950',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => onChange(option.value)}
                  className="sr-only"
                />
                {option.label}
                {option.count !== undefined && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-px text-xs tabular-nums',
                      checked ? 'bg-accent-100 text-accent-900' : 'bg-slate-200 text-slate-700',
                    )}
                  >
                    {option.count}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
