import { ExternalLink, LayoutGrid, Shapes, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMPANY, PROPERTY_TYPE_LABELS, TYPE_FILTERS, type TypeFilter } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { PROPERTY_TYPE_ICONS } from '@/lib/property-type-style';

const ICONS: Record<TypeFilter, LucideIcon> = { all: LayoutGrid, ...PROPERTY_TYPE_ICONS };

export function typeFilterLabel(type: TypeFilter): string {
  return type === 'all' ? 'All' : PROPERTY_TYPE_LABELS[type];
}

/** The two listing forms kept outside the site (docs/product.md §2): they open in a new tab. */
const EXTERNAL_CHIPS = [
  { label: tKey('search:typeChips.mess'), href: COMPANY.messUrl, icon: UtensilsCrossed },
  { label: tKey('search:typeChips.other'), href: COMPANY.otherUrl, icon: Shapes },
] as const;

const chipBase =
  'inline-flex h-10 shrink-0 snap-start items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type TypeChipsProps = {
  value: TypeFilter;
  onChange: (type: TypeFilter) => void;
  className?: string;
};

/**
 * The type filter: all, sell, rent, pgHostel, plot, commercial (docs/product.md §4), then the external
 * Mess and Other forms. On phones the row scrolls sideways instead of wrapping.
 */
export function TypeChips({ value, onChange, className }: TypeChipsProps) {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  return (
    <div
      className={cn(
        '-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden',
        className,
      )}
    >
      <div role="group" aria-label={t('typeChips.label')} className="flex gap-2 sm:flex-wrap">
        {TYPE_FILTERS.map((type) => {
          const Icon = ICONS[type];
          const selected = type === value;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={selected}
              onClick={() => {
                if (!selected) onChange(type);
              }}
              className={cn(
                chipBase,
                selected
                  ? 'bg-brand-700 text-white shadow-sm ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:text-brand-800 hover:ring-brand-500',
              )}
            >
              <Icon
                className={cn('size-4', selected ? 'text-accent-300' : 'text-brand-600')}
                aria-hidden="true"
              />
              {type === 'all' ? t('typeChips.all') : translateMessage(typeFilterLabel(type))}
            </button>
          );
        })}
      </div>
      <span className="my-2 w-px shrink-0 bg-slate-300" aria-hidden="true" />
      {EXTERNAL_CHIPS.map(({ label, href, icon: Icon }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            chipBase,
            'bg-accent-50 text-accent-900 ring-accent-200 hover:bg-accent-100 hover:ring-accent-400',
          )}
        >
          <Icon className="size-4 text-accent-700" aria-hidden="true" />
          {t(label)}
          <ExternalLink className="size-3.5 text-accent-700" aria-hidden="true" />
          <span className="sr-only">{t('typeChips.newTab')}</span>
        </a>
      ))}
    </div>
  );
}
