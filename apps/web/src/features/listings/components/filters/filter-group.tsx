import { useState } from 'react';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  SHARING_OPTIONS,
  type PropertyType,
} from '@basera/contract';
import { areaLabel, budgetLabel } from '../../lib/amount-labels';
import { amenitiesFor, type FilterGroup } from '../../lib/filter-groups';
import type { FilterValues } from '../../lib/filter-values';
import { BudgetFilter } from './budget-filter';
import { ChoiceChips, legendClasses } from './choice-chips';
import { RangeInputs } from './range-inputs';

export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  budget: 'Budget',
  bhk: 'BHK',
  furnishing: 'Furnishing',
  listedBy: 'Listed by',
  sharing: 'Sharing',
  amenities: 'Amenities',
  area: 'Area',
};

function listSummary(list: readonly string[] | undefined): string | null {
  if (!list?.length) return null;
  return list.length === 1 ? list[0]! : `${list[0]} +${list.length - 1}`;
}

/** What a group is set to, in a few words ('Under ₹15,000', '2 BHK +1'); null when unset. */
export function filterGroupSummary(group: FilterGroup, values: FilterValues): string | null {
  switch (group) {
    case 'budget':
      return budgetLabel(values.minPrice, values.maxPrice);
    case 'bhk':
      return listSummary(values.bhk);
    case 'furnishing':
      return listSummary(values.furnishing);
    case 'listedBy':
      return values.listedBy ? `By ${values.listedBy.toLowerCase()}` : null;
    case 'sharing':
      return listSummary(values.sharing?.map((sharing) => `${sharing} sharing`));
    case 'amenities': {
      const count = values.amenities?.length ?? 0;
      if (count === 0) return null;
      return count === 1 ? values.amenities![0]! : `${count} amenities`;
    }
    case 'area':
      return areaLabel(values.minArea, values.maxArea);
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
          legend="BHK"
          options={BHK_OPTIONS}
          selected={values.bhk ?? []}
          onChange={(bhk) => onChange({ ...values, bhk: orNone(bhk) })}
        />
      );
    case 'furnishing':
      return (
        <ChoiceChips
          legend="Furnishing"
          options={FURNISHING_OPTIONS}
          selected={values.furnishing ?? []}
          onChange={(furnishing) => onChange({ ...values, furnishing: orNone(furnishing) })}
        />
      );
    case 'listedBy':
      return (
        <ChoiceChips
          legend="Listed by"
          options={LISTED_BY}
          single
          selected={values.listedBy ? [values.listedBy] : []}
          onChange={([listedBy]) => onChange({ ...values, listedBy })}
        />
      );
    case 'sharing':
      return (
        <ChoiceChips
          legend="Sharing"
          options={SHARING_OPTIONS}
          selected={values.sharing ?? []}
          onChange={(sharing) => onChange({ ...values, sharing: orNone(sharing) })}
        />
      );
    case 'amenities':
      return <AmenitiesChoice type={type} values={values} onChange={onChange} />;
    case 'area':
      return (
        <fieldset>
          <legend className={legendClasses}>Area</legend>
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
        legend="Amenities"
        options={shown}
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
          {unfolded ? 'Show fewer amenities' : `Show all ${options.length} amenities`}
        </button>
      ) : null}
    </div>
  );
}
