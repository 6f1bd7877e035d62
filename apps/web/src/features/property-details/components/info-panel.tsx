import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BedDouble,
  Building,
  IndianRupee,
  MapPin,
  Ruler,
  Sofa,
  UserRoundCheck,
  Users,
  Wallet,
  Landmark,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import {
  areaNumber,
  commonRows,
  panelRows,
  type InfoRow,
  type InfoRowKey,
  type RowWords,
} from '../lib/info-rows';

const ROW_ICONS: Record<InfoRowKey, LucideIcon> = {
  bhk: BedDouble,
  kind: Building,
  deposit: Wallet,
  rent: IndianRupee,
  city: Landmark,
  furnished: Sofa,
  price: Banknote,
  sharing: Users,
  location: MapPin,
  size: Ruler,
  listedBy: UserRoundCheck,
};

/**
 * The facts of the listing: the block of its type (docs/product.md §2), then location, size and who
 * listed it.
 */
export function InfoPanel({ property }: { property: Property }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const words: RowWords = {
    t: (key) => t(key),
    message: translateMessage,
    rupees: format.rupees,
    rupeesShort: format.rupeesShort,
    size: (area) => t('facts.sizeValue', { area: areaNumber(area, format.language) }),
  };
  const rows = panelRows(property, words);
  const [location, ...rest] = commonRows(property, words);
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {rows.map((row) => (
            <Fact key={row.key} row={row} />
          ))}
        </dl>
      )}
      <dl className="grid grid-cols-2 gap-2.5 border-t border-slate-100 pt-4 sm:grid-cols-3">
        {location && <Fact row={location} className="col-span-2 sm:col-span-3" />}
        {rest.map((row) => (
          <Fact key={row.key} row={row} />
        ))}
      </dl>
    </div>
  );
}

function Fact({ row, className }: { row: InfoRow; className?: string }) {
  const { t } = useTranslation('details');
  const Icon = ROW_ICONS[row.key];
  return (
    <div
      className={cn(
        'relative min-w-0 rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200/60 min-[400px]:pl-14',
        className,
      )}
    >
      <dt className="text-xs font-medium text-slate-500">
        <span
          className="absolute top-3.5 left-3.5 hidden size-8 items-center justify-center rounded-lg bg-white text-brand-700 shadow-xs ring-1 ring-slate-200/70 min-[400px]:flex"
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        {t(row.label)}
      </dt>
      <dd className="mt-0.5 text-[15px] leading-snug font-semibold break-words text-slate-900">
        {row.value}
        {row.detail && (
          <span className="block text-xs font-medium text-slate-500">{row.detail}</span>
        )}
      </dd>
    </div>
  );
}
