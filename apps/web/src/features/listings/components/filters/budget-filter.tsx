import { useTranslation } from 'react-i18next';
import type { PropertyType } from '@basera/contract';
import { useFormat } from '@/i18n/use-format';
import { budgetPresetsFor } from '../../lib/filter-groups';
import { chipClasses, legendClasses } from './choice-chips';
import { RangeInputs, type Range } from './range-inputs';

type BudgetFilterProps = {
  type: PropertyType | undefined;
  value: Range;
  onChange: (value: Range) => void;
  /** A preset was tapped; defaults to onChange. */
  onPreset?: (value: Range) => void;
  onSubmit?: () => void;
};

/**
 * Budget: one-tap ceilings for the type (monthly rent, or the price of a sale or a plot), and
 * min/max inputs. Tapping the chosen ceiling again clears it.
 */
export function BudgetFilter({
  type,
  value,
  onChange,
  onPreset = onChange,
  onSubmit,
}: BudgetFilterProps) {
  const { t } = useTranslation('search');
  const format = useFormat();
  return (
    <fieldset>
      <legend className={legendClasses}>{t('groups.budget')}</legend>
      {budgetPresetsFor(type).map((group) => (
        <div key={group.label} className="mt-3">
          <p className="text-[13px] font-medium text-slate-600">{t(group.label)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {group.amounts.map((amount) => {
              const on = value.max === amount && value.min === undefined;
              return (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={on}
                  onClick={() => onPreset(on ? {} : { max: amount })}
                  className={chipClasses(on)}
                >
                  {t('budget.under', { amount: format.rupeesShort(amount) })}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div className="mt-4">
        <RangeInputs what="budget" value={value} onChange={onChange} onSubmit={onSubmit} />
      </div>
    </fieldset>
  );
}
