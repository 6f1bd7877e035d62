import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  SHARING_OPTIONS,
  type PropertyType,
} from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { areaLabel, budgetLabel } from '../../lib/amount-labels';
import { ENGLISH_WORDS, type ListingWords } from '../../lib/listing-words';
import { amenitiesFor, type FilterGroup } from '../../lib/filter-groups';
import type { FilterValues } from '../../lib/filter-values';
import { BudgetFilter } from './budget-filter';
import { ChoiceChips, legendClasses } from './choice-chips';
import { RangeInputs } from './range-inputs';

/** Each group's name, as translation keys. */
export const FILTER_GROUP_LABELS: Record<FilterGroup, `search:${string}`> = {
  budget: tKey('search:groups.budget'),
  bhk: tKey('search:groups.bhk'),
  furnishing: tKey('search:groups.furnishing'),
  listedBy: tKey('search:groups.listedBy'),
  sharing: tKey('search:groups.sharing'),
  amenities: tKey('search:groups.amenities'),
  area: tKey('search:groups.area'),
};

function listSummary(list: readonly string[] | undefined, words: ListingWords): string | null {
  if (!list?.length) return null;
  const first = words.value(list[0]!);
  return list.length === 1 ? first : `${first} +${list.length - 1}`;
}

/** 'Lift' for one amenity, '3 amenities' for more. */
export type AmenityCount = (count: number) => string;

/** What a group is set to, in a few words ('Under ₹15,000', '2 BHK +1'); null when unset. */
export function filterGroupSummary(
  group: FilterGroup,
  values: FilterValues,
  words: ListingWords = ENGLISH_WORDS,
  amenityCount: AmenityCount = (count) => `${count} amenities`,
): string | null {
  switch (group) {
    case 'budget':
      return budgetLabel(values.minPrice, values.maxPrice, words.budget);
    case 'bhk':
      return listSummary(values.bhk, words);
    case 'furnishing':
      return listSummary(values.furnishing, words);
    case 'listedBy':
      return values.listedBy ? words.listedBy(values.listedBy) : null;
    case 'sharing': {
      const sharing = values.sharing ?? [];
      if (sharing.length === 0) return null;
      const first = words.sharing(sharing[0]!);
      return sharing.length === 1 ? first : `${first} +${sharing.length - 1}`;
    }
    case 'amenities': {
      const count = values.amenities?.length ?? 0;
      if (count === 0) return null;
      return count === 1 ? words.value(values.amenities![0]!) : amenityCount(count);
    }
    case 'area':
      return areaLabel(values.minArea, values.maxArea, words.area);
  }
}

/** The group without a value, for its Clear button. */
export function clearedGroup(group: FilterGroup, values: FilterValues): FilterValues {
  switch (group) {
    case 'budget':
      return { ...values, minPrice: undefined, maxPrice: undefined };
    case 'area':
      return { ...values, minArea: undefined, maxArea: undefined };
    default:
      return { ...values, [group]: undefined };
  }
}

type FilterGroupControlProps = {
  group: FilterGroup;
  type: PropertyType | undefined;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** A budget preset was tapped (defaults to onChange). */
  onPreset?: (values: FilterValues) => void;
  /** Enter in a number input. */
  onSubmit?: () => void;
};

const orNone = <T,>(list: T[]) => (list.length ? list : undefined);

/** The control of one filter group, the same in the phone's sheet and the desktop's popovers. */
export function FilterGroupControl({
  group,
  type,
  values,
  onChange,
  onPreset = onChange,
  onSubmit,
}: FilterGroupControlProps) {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  switch (group) {
    case 'budget':
      return (
        <BudgetFilter
          type={type}
          value={{ min: values.minPrice, max: values.maxPrice }}
          onChange={({ min, max }) => onChange({ ...values, minPrice: min, maxPrice: max })}
          onPreset={({ min, max }) => onPreset({ ...values, minPrice: min, maxPrice: max })}
          onSubmit={onSubmit}
        />
      );
    case 'bhk':
      return (
        <ChoiceChips
          legend={t('groups.bhk')}
          options={BHK_OPTIONS}
          labelOf={translateMessage}
          selected={values.bhk ?? []}
          onChange={(bhk) => onChange({ ...values, bhk: orNone(bhk) })}
        />
      );
    case 'furnishing':
      return (
        <ChoiceChips
          legend={t('groups.furnishing')}
          options={FURNISHING_OPTIONS}
          labelOf={translateMessage}
          selected={values.furnishing ?? []}
          onChange={(furnishing) => onChange({ ...values, furnishing: orNone(furnishing) })}
        />
      );
    case 'listedBy':
      return (
        <ChoiceChips
          legend={t('groups.listedBy')}
          options={LISTED_BY}
          labelOf={translateMessage}
          single
          selected={values.listedBy ? [values.listedBy] : []}
          onChange={([listedBy]) => onChange({ ...values, listedBy })}
        />
      );
    case 'sharing':
      return (
        <ChoiceChips
          legend={t('groups.sharing')}
          options={SHARING_OPTIONS}
          labelOf={translateMessage}
          selected={values.sharing ?? []}
          onChange={(sharing) => onChange({ ...values, sharing: orNone(sharing) })}
        />
      );
    case 'amenities':
      return <AmenitiesChoice type={type} values={values} onChange={onChange} />;
    case 'area':
      return (
        <fieldset>
          <legend className={legendClasses}>{t('groups.area')}</legend>
          <div className="mt-3">
            <RangeInputs
              what="area"
              value={{ min: values.minArea, max: values.maxArea }}
              onChange={({ min, max }) => onChange({ ...values, minArea: min, maxArea: max })}
              onSubmit={onSubmit}
            />
          </div>
        </fieldset>
      );
  }
}

/** How many amenities show before 'Show all'. */
const FOLDED_AMENITIES = 10;

function AmenitiesChoice({
  type,
  values,
  onChange,
}: Pick<FilterGroupControlProps, 'type' | 'values' | 'onChange'>) {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  const [unfolded, setUnfolded] = useState(false);
  const options = amenitiesFor(type);
  const selected = values.amenities ?? [];
  // Folded, the list still shows every chosen amenity, wherever it stands.
  const shown = unfolded
    ? options
    : options.filter((option, index) => index < FOLDED_AMENITIES || selected.includes(option));
  return (
    <div>
      <ChoiceChips
        legend={t('groups.amenities')}
        options={shown}
        labelOf={translateMessage}
        selected={selected}
        onChange={(amenities) => onChange({ ...values, amenities: orNone(amenities) })}
      />
      {options.length > shown.length || unfolded ? (
        <button
          type="button"
          aria-expanded={unfolded}
          onClick={() => setUnfolded((open) => !open)}
          className="mt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {unfolded ? t('amenities.showFewer') : t('amenities.showAll', { count: options.length })}
        </button>
      ) : null}
    </div>
  );
}
