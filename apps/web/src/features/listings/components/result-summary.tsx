import type { SearchMeaning, SearchParams } from '@basera/contract';
import { ActiveFilters } from './active-filters';
import { ResultCount } from './result-count';
import { SearchNotes } from './search-notes';

type ResultSummaryProps = {
  search: SearchParams;
  /** What the search means (searchMeaning). */
  meaning: SearchMeaning;
  onChange: (next: SearchParams) => void;
  total: number | null;
  counting: boolean;
};

/**
 * Above the cards: how many match, the chips of what narrows them, and what the search asked
 * for that no listing can be.
 */
export function ResultSummary({ search, meaning, onChange, total, counting }: ResultSummaryProps) {
  return (
    <div className="mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <ResultCount total={total} counting={counting} />
        <ActiveFilters search={search} meaning={meaning} onChange={onChange} />
      </div>
      <SearchNotes notes={meaning.notes} />
    </div>
  );
}
