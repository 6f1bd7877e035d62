import { useTranslation } from 'react-i18next';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import {
  LENGTHS,
  LISTING_CITIES,
  PROPERTY_TYPE_LABELS,
  TYPE_FILTERS,
  type ReviewQueueStatus,
} from '@basera/contract';
import { inputClasses, inputStateClasses } from '@/components/form';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { QueueFilters } from '../lib/queue-view';
import { SegmentedControl } from './segmented-control';

/** The search asks the server once the admin pauses typing. */
const SEARCH_DELAY_MS = 300;

const STATUS_LABELS: Record<ReviewQueueStatus, string> = {
  Submitted: tKey('admin:filters.waiting'),
  Approve: tKey('admin:filters.approved'),
  Reject: tKey('admin:filters.rejected'),
  all: tKey('admin:filters.all'),
};

/** The queue's filters: status, a search box, type and city. */
export function QueueFilterBar({
  filters,
  onChange,
  waiting,
}: {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
  /** How many listings wait, for the Waiting choice. */
  waiting: number | undefined;
}) {
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-slate-900/5 sm:p-4 xl:flex-row xl:items-center">
      <SegmentedControl
        legend={t('filters.status')}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        options={(Object.keys(STATUS_LABELS) as ReviewQueueStatus[]).map((status) => ({
          value: status,
          label: t(STATUS_LABELS[status]),
          count: status === 'Submitted' ? waiting : undefined,
        }))}
      />
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2.5 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem]">
        <SearchBox value={filters.search} onSearch={(search) => onChange({ ...filters, search })} />
        <FilterSelect
          label={t('filters.type')}
          value={filters.propertyType}
          onChange={(value) => {
            const propertyType = TYPE_FILTERS.find((type) => type === value);
            if (propertyType) onChange({ ...filters, propertyType });
          }}
        >
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {type === 'all'
                ? t('filters.allTypes')
                : translateMessage(PROPERTY_TYPE_LABELS[type])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('filters.city')}
          value={filters.city}
          onChange={(value) => {
            const city = LISTING_CITIES.find((name) => name === value) ?? '';
            onChange({ ...filters, city });
          }}
        >
          <option value="">{t('filters.allCities')}</option>
          {LISTING_CITIES.map((city) => (
            <option key={city} value={city}>
              {translateMessage(city)}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}

/**
 * Title, address or the owner's e-mail. What is typed shows at once; the URL (and so the query)
 * follows after a pause. A change from outside (Clear filters, Back) replaces the text.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  const commit = useEffectEvent((search: string) => {
    if (search !== value) onSearch(search);
  });
  useEffect(() => commit(settled.trim()), [settled]);

  return (
    <div className="relative col-span-2 sm:col-span-1">
      <label htmlFor={id} className="sr-only">
        {t('filters.search')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LENGTHS.search.max}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        className={cn(inputClasses, inputStateClasses(false), 'h-11 pl-9')}
      />
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, inputStateClasses(false), 'h-11 appearance-none pr-9')}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
