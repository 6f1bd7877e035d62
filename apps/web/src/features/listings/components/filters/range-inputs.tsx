import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT } from '@basera/contract';
import { useFormat } from '@/i18n/use-format';

export type Range = { min?: number | undefined; max?: number | undefined };

type RangeInputsProps = {
  /** 'budget' or 'area': names the inputs ('Min budget (₹)', 'Max area (sqft)'). */
  what: 'budget' | 'area';
  value: Range;
  onChange: (value: Range) => void;
  /** Enter in either input. */
  onSubmit?: () => void;
};

const MAX_DIGITS = String(MAX_AMOUNT).length;

/** Two whole-number inputs, min and max; an empty one is no bound. */
export function RangeInputs({ what, value, onChange, onSubmit }: RangeInputsProps) {
  const { t } = useTranslation('search');
  const budget = what === 'budget';
  return (
    <div className="grid grid-cols-2 gap-3">
      <AmountInput
        label={budget ? t('range.minBudget') : t('range.minArea')}
        placeholder={t('range.noMin')}
        value={value.min}
        rupees={what === 'budget'}
        onChange={(min) => onChange({ ...value, min })}
        onSubmit={onSubmit}
      />
      <AmountInput
        label={budget ? t('range.maxBudget') : t('range.maxArea')}
        placeholder={t('range.noMax')}
        value={value.max}
        rupees={what === 'budget'}
        onChange={(max) => onChange({ ...value, max })}
        onSubmit={onSubmit}
      />
    </div>
  );
}

type AmountInputProps = {
  label: string;
  placeholder: string;
  value: number | undefined;
  rupees: boolean;
  onChange: (value: number | undefined) => void;
  onSubmit: (() => void) | undefined;
};

function AmountInput({ label, placeholder, value, rupees, onChange, onSubmit }: AmountInputProps) {
  const id = useId();
  const format = useFormat();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // A preset or Clear elsewhere changes the value: show it here too.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === undefined ? '' : String(value));
  }
  // Big rupee amounts are read in lakh and crore: '₹20 Lakh' under 2000000.
  const reading =
    rupees && value !== undefined && value >= 1_00_000 ? format.rupeesShort(value) : '';

  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-[13px] font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={MAX_DIGITS}
        placeholder={placeholder}
        value={text}
        aria-describedby={reading ? `${id}-reading` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          const next = digits ? Number(digits) : undefined;
          setText(digits);
          setShown(next);
          onChange(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className="mt-1 h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-[15px] text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
      />
      <p id={`${id}-reading`} className="mt-1 min-h-5 text-[13px] text-slate-600">
        {reading}
      </p>
    </div>
  );
}
