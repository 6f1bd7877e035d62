import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_TYPE_FILTER, type TypeFilter } from '@basera/contract';

/**
 * The search filter of docs/product.md §3: what the header or home search box submitted and the type
 * chip chosen. It outlives navigation (the header writes it, /search reads it) and a reload
 * of the tab (sessionStorage).
 */
export type SearchFilter = {
  propertyType: TypeFilter;
  searchProperty: string;
  propertyCity: string;
};

type SearchFilterContextValue = SearchFilter & {
  /** Stores the text and city of a submitted search box. */
  setSearch: (search: { searchProperty: string; propertyCity: string }) => void;
  setPropertyType: (propertyType: TypeFilter) => void;
};

export const DEFAULT_SEARCH_FILTER: SearchFilter = {
  propertyType: DEFAULT_TYPE_FILTER,
  searchProperty: '',
  propertyCity: '',
};

const STORAGE_KEY = 'searchFilter';

function readStored(): SearchFilter {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_SEARCH_FILTER;
    const parsed = JSON.parse(raw) as Partial<SearchFilter>;
    return {
      propertyType: parsed.propertyType ?? DEFAULT_SEARCH_FILTER.propertyType,
      searchProperty: typeof parsed.searchProperty === 'string' ? parsed.searchProperty : '',
      propertyCity: typeof parsed.propertyCity === 'string' ? parsed.propertyCity : '',
    };
  } catch {
    return DEFAULT_SEARCH_FILTER;
  }
}

function store(filter: SearchFilter): SearchFilter {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // storage blocked: the filter still lives in memory
  }
  return filter;
}

const SearchFilterContext = createContext<SearchFilterContextValue | null>(null);

export function SearchFilterProvider({ children }: { children: ReactNode }) {
  const [filter, setFilter] = useState<SearchFilter>(readStored);

  const value = useMemo<SearchFilterContextValue>(
    () => ({
      ...filter,
      setSearch: (search) => setFilter((current) => store({ ...current, ...search })),
      setPropertyType: (propertyType) =>
        setFilter((current) => store({ ...current, propertyType })),
    }),
    [filter],
  );

  return <SearchFilterContext value={value}>{children}</SearchFilterContext>;
}

export function useSearchFilter(): SearchFilterContextValue {
  const value = use(SearchFilterContext);
  if (!value) throw new Error('useSearchFilter must be used inside <SearchFilterProvider>');
  return value;
}
