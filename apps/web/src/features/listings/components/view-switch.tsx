import { List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type ViewSwitchProps = {
  map: boolean;
  onChange: (map: boolean) => void;
  className?: string;
};

/** List or Map: two toggle buttons, the pressed one is what the page shows. */
export function ViewSwitch({ map, onChange, className }: ViewSwitchProps) {
  const { t } = useTranslation('search');
  const option = (showsMap: boolean) =>
    cn(
      'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      map === showsMap
        ? 'bg-white text-brand-900 shadow-sm ring-1 ring-slate-900/10'
        : 'text-slate-600 hover:text-slate-950',
    );
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className={cn('inline-flex shrink-0 gap-1 rounded-xl bg-slate-100 p-1', className)}
    >
      <button
        type="button"
        aria-pressed={!map}
        onClick={() => onChange(false)}
        className={option(false)}
      >
        <List className="size-4" aria-hidden="true" />
        {t('view.list')}
      </button>
      <button
        type="button"
        aria-pressed={map}
        onClick={() => onChange(true)}
        className={option(true)}
      >
        <MapIcon className="size-4" aria-hidden="true" />
        {t('view.map')}
      </button>
    </div>
  );
}
