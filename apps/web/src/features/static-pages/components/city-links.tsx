import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { SEARCH_CITIES } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/search-path';

/** The cities Basera serves, each a shortcut to every listing in that city. */
export function CityLinks({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('pages');
  const translateMessage = useTranslateMessage();
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {SEARCH_CITIES.map((city) => (
        <li key={city}>
          <Link
            to={searchPath({ search: '', city })}
            aria-label={t('cities.propertiesIn', { city: translateMessage(city) })}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors',
              tone === 'light'
                ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100 hover:text-brand-950'
                : 'bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20',
            )}
          >
            <MapPin className="size-3.5" aria-hidden="true" />
            {translateMessage(city)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
