import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MapPin, Search } from 'lucide-react';
import { CITY_PLACEHOLDER, LENGTHS, SEARCH_CITIES, type City } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

type SearchFormProps = {
  /** 'header': one compact row. 'hero': a roomy card that stacks on narrow screens. */
  variant?: 'header' | 'hero';
  className?: string;
  /** Called after a search is submitted, e.g. to close the mobile menu. */
  onSearched?: () => void;
};

const isCity = (value: string): value is City =>
  (SEARCH_CITIES as readonly string[]).includes(value);

/**
 * A box (its ref) that shows `shown`: when the search changes elsewhere (a chip, Back, another
 * box) it shows the new value; what it held when the page was taken over is left as it is.
 */
function useBoxShowing<Box extends HTMLInputElement | HTMLSelectElement>(shown: string) {
  const box = useRef<Box>(null);
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    const element = box.current;
    if (element) element.value = shown;
  }, [shown]);
  return box;
}

/**
 * Text + city + Search (docs/product.md §1, §4): opens /search?search=…&city=…, keeping the type,
 * filters and sort of the search on screen (lib/search-submit.ts). The city's first entry 'City'
 * means any city (its value is empty).
 */
export function SearchForm({ variant = 'header', className, onSearched }: SearchFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shownText = params.get('search') ?? '';
  const paramCity = params.get('city') ?? '';
  const shownCity = isCity(paramCity) ? paramCity : '';
  // The boxes are the browser's own (uncontrolled): what a person types or picks before the app
  // has taken the page over stays, where a controlled box would be put back to the server's
  // value and the old words searched (docs/decisions/0039-first-taps.md).
  const textBox = useBoxShowing<HTMLInputElement>(shownText);
  const cityBox = useBoxShowing<HTMLSelectElement>(shownCity);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typedText = String(form.get('search') ?? '');
    const chosenCity = String(form.get('city') ?? '');
    // The search rules (the contract's parser and schemas) load with the first search, not
    // with every page that shows the header.
    void import('@/lib/search-submit').then(({ submittedSearchPath }) => {
      onSearched?.();
      void navigate(
        submittedSearchPath(params, typedText, chosenCity === shownCity ? null : chosenCity),
      );
    });
  }

  const hero = variant === 'hero';

  return (
    // action and method: before the app has started, the browser itself opens the search page,
    // which the server renders (docs/decisions/0039-first-taps.md).
    <form
      role="search"
      action="/search"
      method="get"
      aria-label={t('search.formLabel')}
      onSubmit={submit}
      className={cn(
        'flex w-full',
        hero
          ? 'flex-col gap-2 rounded-2xl bg-white p-2 shadow-card ring-1 ring-slate-900/5 sm:flex-row sm:items-center'
          : 'items-center rounded-xl border border-slate-300 bg-white shadow-xs focus-within:border-brand-600 focus-within:ring-4 focus-within:ring-brand-600/15',
        className,
      )}
    >
      <div
        className={cn(
          'relative flex min-w-0 flex-1 items-center',
          hero && 'rounded-xl bg-slate-50',
        )}
      >
        <Search
          className="pointer-events-none absolute left-3 size-[18px] text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={textBox}
          type="search"
          name="search"
          defaultValue={shownText}
          placeholder={t('search.placeholder')}
          aria-label={t('search.inputLabel')}
          maxLength={LENGTHS.search.max}
          enterKeyHint="search"
          className={cn(
            'w-full min-w-0 bg-transparent pr-2 text-slate-900 placeholder:text-slate-500 focus:outline-none',
            hero
              ? 'h-12 rounded-xl pl-10 text-[15px] focus-visible:ring-2 focus-visible:ring-brand-600'
              : 'h-10 pl-9 text-sm',
          )}
        />
      </div>
      <div
        className={cn(
          'relative flex items-center',
          hero
            ? 'rounded-xl bg-slate-50 sm:w-40'
            : 'w-[6.75rem] shrink-0 border-l border-slate-200',
        )}
      >
        {hero && (
          <MapPin
            className="pointer-events-none absolute left-3 size-4 text-slate-500"
            aria-hidden="true"
          />
        )}
        <select
          ref={cityBox}
          name="city"
          defaultValue={shownCity}
          aria-label={t('search.city')}
          className={cn(
            'w-full appearance-none bg-transparent pr-8 text-slate-800 focus:outline-none',
            hero
              ? 'h-12 rounded-xl pl-9 text-[15px] focus-visible:ring-2 focus-visible:ring-brand-600'
              : 'h-10 pl-3 text-sm',
          )}
        >
          <option value="">{translateMessage(CITY_PLACEHOLDER)}</option>
          {SEARCH_CITIES.map((name) => (
            <option key={name} value={name}>
              {translateMessage(name)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-2.5 size-4 text-slate-500"
          aria-hidden="true"
        />
      </div>
      <button
        type="submit"
        className={cn(
          'inline-flex shrink-0 items-center justify-center gap-2 font-semibold text-white transition-colors',
          'bg-brand-700 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          hero ? 'h-12 rounded-xl px-6 text-base' : 'm-1 h-8 rounded-lg px-2.5 text-sm',
        )}
      >
        <Search className={hero ? 'size-5' : 'size-4'} aria-hidden="true" />
        {/* In the header's compact row the icon alone leaves the room to the query. */}
        <span className={hero ? undefined : 'sr-only'}>{t('search.submit')}</span>
      </button>
    </form>
  );
}
