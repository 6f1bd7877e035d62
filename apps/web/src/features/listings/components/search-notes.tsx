import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchNote } from '@basera/contract';
import { useListingWords } from '../hooks/use-listing-words';
import { noteSentences } from '../lib/search-notes';

/**
 * What the search asked for that no listing can be, said plainly above the results ('Shops are
 * listed for rent'), with the budget that was therefore not applied. Nothing when all is well.
 */
export function SearchNotes({ notes }: { notes: readonly SearchNote[] }) {
  const { t } = useTranslation('search');
  const words = useListingWords();
  if (notes.length === 0) return null;
  return (
    <div role="note" aria-label={t('notes.label')} className="mt-3 flex flex-col gap-2">
      {notes.map((note) => {
        const [listedFor, ...budget] = noteSentences(
          note,
          (key, values) => t(key, values),
          words.budget,
        );
        return (
          <p
            key={note.subject}
            className="flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900 ring-1 ring-accent-200"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <strong className="font-semibold">{listedFor}</strong>
              {budget.map((sentence) => ` ${sentence}`)}
            </span>
          </p>
        );
      })}
    </div>
  );
}
