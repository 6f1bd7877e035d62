import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES, type PropertyType } from '@basera/contract';
import { PROPERTY_TYPE_ICONS } from '@/lib/property-type-style';
import { TYPE_CHOICES } from '../lib/property-form';

/** What is being listed: radio cards for sell, rent, pgHostel, plot and commercial. */
export function PropertyTypeSelector({
  value,
  onChange,
}: {
  value: PropertyType;
  onChange: (type: PropertyType) => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-950">{t('typeSelector.legend')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('typeSelector.hint')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {PROPERTY_TYPES.map((type) => {
          const Icon = PROPERTY_TYPE_ICONS[type];
          const { label, description } = TYPE_CHOICES[type];
          return (
            <label
              key={type}
              className="relative flex cursor-pointer flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3.5 transition-colors last:col-span-2 hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:last:col-span-1"
            >
              <input
                type="radio"
                name="propertyTypeChoice"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="flex size-9 items-center justify-center rounded-xl bg-slate-100 text-slate-600 peer-checked:bg-brand-700 peer-checked:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-[15px] font-semibold text-slate-950">{t(label)}</span>
              <span className="text-xs leading-snug text-slate-600">{t(description)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
